import { accessSync, appendFileSync, constants, lstatSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import type { Exchange } from '../core/recording/exchange.js';
import { UsageError, messageOf } from './cli-errors.js';

/** Where `record` keeps the session while it runs: `<out>.partial`, one raw exchange per line. */
export const partialPathOf = (out: string) => `${out}.partial`;

function statOf(path: string, follow: boolean): Stats | undefined {
  try {
    return follow ? statSync(path) : lstatSync(path);
  } catch {
    return undefined;
  }
}

/**
 * `--out` checked before anything is recorded (README "Security": recorder): a file path (not `-`,
 * not a folder, not a device), in a writable folder, and not an existing file (or symlink, or
 * an earlier session's `.partial`) unless `--force` says to overwrite it.
 */
export function checkOut(out: string, force: boolean): void {
  if (out === '-')
    throw new UsageError(
      '--out - is not supported: give a FILE (the scenario is written when the session ends)',
    );
  const path = resolvePath(out);
  const target = statOf(path, true);
  if (target?.isDirectory()) throw new UsageError(`cannot write --out ${out}: it is a folder, not a file`);
  if (target && !target.isFile()) throw new UsageError(`cannot write --out ${out}: it is not a regular file`);
  if ((target || statOf(path, false)) && !force)
    throw new UsageError(`--out ${out} already exists: pass --force to overwrite it`);
  if (statOf(partialPathOf(path), false) && !force)
    throw new UsageError(
      `${partialPathOf(out)} exists (an earlier session's exchanges): move it away or pass --force`,
    );
  try {
    accessSync(dirname(path), constants.W_OK);
    if (target) accessSync(path, constants.W_OK);
  } catch {
    throw new UsageError(`cannot write --out ${out}: its folder does not exist or is not writable`);
  }
}

/**
 * The session as it happens, so that no failure at save time loses it (S8): each exchange is
 * appended as one JSON line, raw (credentials included, hence mode 0600), and the file is
 * removed once the redacted scenario has been written.
 */
export class PartialLog {
  private failed = false;

  constructor(
    readonly path: string,
    private readonly warn: (line: string) => void,
  ) {
    writeFileSync(path, '', { mode: 0o600 });
  }

  append(exchange: Exchange): void {
    if (this.failed) return;
    try {
      appendFileSync(this.path, `${JSON.stringify(exchange)}\n`);
    } catch (error) {
      this.failed = true;
      this.warn(`hookmock: cannot append to ${this.path} (${messageOf(error)}); recording goes on in memory`);
    }
  }

  remove(): void {
    rmSync(this.path, { force: true });
  }
}

import { formatMessage } from '../core/errors/format-message.js';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  closeSync,
  constants,
  lstatSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import type { Stats } from 'node:fs';
import { basename, dirname, join, resolve as resolvePath } from 'node:path';
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
 * `--out` checked before anything is recorded (docs/internals/security.md: recorder): a file path (not `-`,
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
 * removed once the redacted scenario has been written. Whatever sat at the path before (an old
 * `.partial` kept by --force, or a symlink planted there) is unlinked, never written through: the
 * file is created afresh (exclusive, so a link raced in between fails the create) and written
 * through its own descriptor (F9).
 */
export class PartialLog {
  private failed = false;
  private fd: number | undefined;

  constructor(
    readonly path: string,
    private readonly warn: (line: string) => void,
  ) {
    rmSync(path, { force: true });
    this.fd = openSync(path, 'wx', 0o600);
  }

  append(exchange: Exchange): void {
    if (this.failed || this.fd === undefined) return;
    try {
      writeSync(this.fd, `${JSON.stringify(exchange)}\n`);
    } catch (error) {
      this.failed = true;
      this.warn(
        formatMessage(`cannot append to ${this.path} (${messageOf(error)}); recording goes on in memory`),
      );
    }
  }

  remove(): void {
    this.close();
    rmSync(this.path, { force: true });
  }

  /** Closes the file and keeps it (the scenario could not be written). */
  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

/**
 * Writes `text` to `out` without following a symlink placed there meanwhile (F9): a new file in
 * the same folder (exclusive create), then renamed over `out` — which replaces a link rather than
 * writing to its target.
 */
export function writeFileReplacing(out: string, text: string): void {
  const path = resolvePath(out);
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    writeFileSync(temp, text, { flag: 'wx' });
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

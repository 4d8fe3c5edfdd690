import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { CliError, codeOf, messageOf } from './cli-errors.js';

/**
 * Where `listen` keeps the user's key: `$XDG_CONFIG_HOME/hookmock` (else `~/.config/hookmock`;
 * `%APPDATA%\hookmock` on Windows), file `listen-key`, mode 0600.
 */
export function listenKeyPath(env: Record<string, string | undefined>): string {
  const base =
    env.XDG_CONFIG_HOME ||
    (process.platform === 'win32' && env.APPDATA ? env.APPDATA : join(homedir(), '.config'));
  return join(base, 'hookmock', 'listen-key');
}

/** The key kept in `path`, if it holds one. */
function keptKey(path: string): string | undefined {
  try {
    const kept = readFileSync(path, 'utf8').trim();
    return /^[0-9a-f]{64}$/.test(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The user's key: read, or made (32 random bytes, hex) and written readable by the user alone.
 * Created exclusively (`wx`): of two first runs at once, the second reads the first one's key.
 */
function userKey(path: string): string {
  const kept = keptKey(path);
  if (kept !== undefined) return kept;
  const key = randomBytes(32).toString('hex');
  try {
    mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
    writeFileSync(path, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    const other = codeOf(error) === 'EEXIST' ? keptKey(path) : undefined;
    if (other !== undefined) return other;
    throw new CliError(`cannot keep listen's key in ${path} (${messageOf(error)}); pass --secret`);
  }
}

/**
 * `listen`'s secret when none is given (security review 4, G7): the same on every run for the
 * same receiver URL, as the receivers guide promises (so `--print-secret` can print it before
 * the listener starts), yet unguessable — an HMAC of the URL under a random key kept per user,
 * not a hash of the URL anyone could compute.
 */
export function defaultSecret(forwardTo: URL, env: Record<string, string | undefined>): string {
  const key = userKey(listenKeyPath(env));
  return `hm_${createHmac('sha256', key).update(`hookmock listen ${forwardTo.href}`).digest('hex').slice(0, 32)}`;
}

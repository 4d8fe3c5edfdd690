import { detailOf } from '../core/errors/hookmock-error.js';

/** A usage error: one line on stderr, exit 2. */
export class UsageError extends Error {}

/** A runtime error the user can act on: one line on stderr, exit 1. */
export class CliError extends Error {}

export interface Io {
  out(line: string): void;
  err(line: string): void;
  env: Record<string, string | undefined>;
}

/** The first line of a message: every CLI error is one line. */
export function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? '';
}

/**
 * The message of anything thrown, as made: an Error's own message (a HookMockError's without the
 * prefix its public call gave it; the CLI adds its own), anything else as text.
 */
export const messageOf = detailOf;

/** The `code` of a Node system error (`EADDRINUSE`, `ENOENT`, …), if it has one. */
export function codeOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

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

/** The message of anything thrown: an Error's own message, anything else as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The `code` of a Node system error (`EADDRINUSE`, `ENOENT`, …), if it has one. */
export function codeOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

import type { CoreRequest } from '../../../http/core-request.js';
import { grapeError } from './respond.js';

/** A request's parameters as Grape reads them: the query, then the JSON or form body over it. */
export type Params = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Query and body merged (Grape takes `params` from both; the body wins). */
export function readParams(request: CoreRequest): Params {
  const out: Record<string, unknown> = Object.fromEntries(request.url.searchParams);
  const text = request.body.trim();
  if (text === '') return out;
  const type = request.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded'))
    return { ...out, ...Object.fromEntries(new URLSearchParams(text)) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Grape's JSON parser failure (UNVERIFIED text: docs/gitlab.md).
    throw grapeError(400, 'The provided request body is not valid JSON');
  }
  return isRecord(value) ? { ...out, ...value } : out;
}

/** Grape's `Boolean` coercion (dry-types `Params::Bool`). */
const TRUE = new Set(['true', '1', 'on', 't', 'y', 'yes']);
const FALSE = new Set(['false', '0', 'off', 'f', 'n', 'no']);

/** The declared types of GitLab's hook parameters. */
export type Kind = 'string' | 'boolean' | 'pairs';

/** One key-value pair of `url_variables` or `custom_headers`. */
export interface Pair {
  key: string;
  value: string;
}

/** A value coerced to its kind, or `invalid`/`missing` messages (Grape: `x is invalid`, `x[0][key] is missing`). */
export function coerce(name: string, kind: Kind, value: unknown, problems: string[]): unknown {
  if (kind === 'boolean') {
    if (typeof value === 'boolean') return value;
    const text = String(value).toLowerCase();
    if (TRUE.has(text)) return true;
    if (FALSE.has(text)) return false;
    problems.push(`${name} is invalid`);
    return undefined;
  }
  if (kind === 'string') {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      return String(value);
    if (value === null) return null;
    problems.push(`${name} is invalid`);
    return undefined;
  }
  return pairsOf(name, value, problems);
}

function pairsOf(name: string, value: unknown, problems: string[]): Pair[] | undefined {
  if (!Array.isArray(value)) {
    problems.push(`${name} is invalid`);
    return undefined;
  }
  const pairs: Pair[] = [];
  value.forEach((item, i) => {
    const entry = isRecord(item) ? item : {};
    for (const part of ['key', 'value'])
      if (typeof entry[part] !== 'string') problems.push(`${name}[${i}][${part}] is missing`);
    const { key, value: v } = entry;
    if (typeof key === 'string' && typeof v === 'string') pairs.push({ key, value: v });
  });
  return pairs;
}

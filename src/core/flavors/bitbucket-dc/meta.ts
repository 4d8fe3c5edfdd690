import type { HookRecord } from '../../state/database.js';
import { isJsonObject } from '../../util/json-object.js';

/**
 * What a Data Center hook keeps beyond the shared record (in its `meta`, so a snapshot and
 * `reset()` carry it): the `configuration` keys but the secret (the record's `secret`), the Basic
 * `credentials` (the record's `authorizationHeader` is made from them), `sslVerificationRequired`,
 * and the circuit breaker's count and rest (./circuit-breaker.ts).
 */
export interface DcMeta {
  readonly configuration: Readonly<Record<string, string>>;
  readonly credentials: { readonly username: string; readonly password: string } | null;
  readonly sslVerificationRequired: boolean;
  readonly failures: number;
  /** ISO time the hook rests until, or null. */
  readonly restUntil: string | null;
}

export const DC_META_DEFAULTS: DcMeta = {
  configuration: {},
  credentials: null,
  sslVerificationRequired: true,
  failures: 0,
  restUntil: null,
};

const strings = (value: unknown): Record<string, string> =>
  isJsonObject(value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

function credentialsOf(value: unknown): DcMeta['credentials'] {
  if (!isJsonObject(value)) return null;
  const { username, password } = value;
  return typeof username === 'string'
    ? { username, password: typeof password === 'string' ? password : '' }
    : null;
}

/** The hook's settings; a `meta` that is not ours (a hook made in another flavor) reads as the defaults. */
export function dcMetaOf(hook: Pick<HookRecord, 'meta'>): DcMeta {
  let raw: unknown;
  try {
    raw = hook.meta === '' ? {} : JSON.parse(hook.meta);
  } catch {
    raw = {};
  }
  if (!isJsonObject(raw)) return DC_META_DEFAULTS;
  return {
    configuration: strings(raw.configuration),
    credentials: credentialsOf(raw.credentials),
    sslVerificationRequired: raw.sslVerificationRequired !== false,
    failures: typeof raw.failures === 'number' ? raw.failures : 0,
    restUntil: typeof raw.restUntil === 'string' ? raw.restUntil : null,
  };
}

export const encodeDcMeta = (meta: DcMeta): string => JSON.stringify(meta);

/** `Authorization: Basic base64(username:password)`, sent with every delivery of a hook with credentials. */
export function basicHeaderOf(credentials: DcMeta['credentials']): string {
  if (!credentials) return '';
  let binary = '';
  for (const byte of new TextEncoder().encode(`${credentials.username}:${credentials.password}`))
    binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

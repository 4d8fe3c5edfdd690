import { stableHex } from '../../util/stable-hex.js';

/**
 * A stored hook's `uuid` as Bitbucket Cloud shows it: a lower-case UUID in braces
 * (`{202cf34e-7ccf-44b7-ba6b-8827a14d5324}`, Jenkins' recorded `2.0-repositories-…-hooks.json`).
 * Derived from the hook's id, so the same scenario gives the same uuids on every run.
 */
export function bareUuidOf(id: number): string {
  const hex = stableHex(seedOf(id), 32);
  const variant = '89ab'[parseInt(hex.charAt(16), 16) % 4] ?? '8';
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** What a hook's uuid is derived from. */
const seedOf = (id: number): string => `bitbucket:hook:${id}`;

/** The `uuid` of the hook's JSON: braces around the bare UUID. */
export const hookUuidOf = (id: number): string => `{${bareUuidOf(id)}}`;

/**
 * What a path's `{uid}` names, once the router decoded it: the UUID with its braces (the clients
 * send them percent-encoded, `%7B…%7D`: node-bitbucket and `@coderabbitai/bitbucket` alike), the
 * bare UUID (seen in a third-party connector), or the mock's own numeric id (the control API's,
 * so `hookmock` tools can address a hook); undefined for anything else.
 */
export function uidKey(raw: string): { uuid: string } | { id: number } | undefined {
  const text = raw.trim().toLowerCase();
  if (/^[1-9]\d{0,15}$/.test(text)) return { id: Number(text) };
  const bare = /^\{?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\}?$/.exec(text);
  return bare?.[1] ? { uuid: bare[1] } : undefined;
}

/** How far an inversion looks: the mock's ids count up from 1, and a session stays far below. */
const INVERTED_IDS = 65_536;

/**
 * The inverse of a uuid derived from an id by `seedOf` (`stableHex(seedOf(id), 32)` cut as a
 * uuid, `uuidOf` the whole): the ids 1…65,536 looked through once, lazily, by the first eight
 * digits, then checked in full; undefined for any other uuid (a real Bitbucket's).
 */
export function uuidInverse(
  seedOf: (id: number) => string,
  uuidOf: (id: number) => string,
): (bare: string) => number | undefined {
  const byPrefix = new Map<string, number>();
  let looked = 0;
  return (bare) => {
    const text = bare.replace(/^\{|\}$/g, '').toLowerCase();
    const prefix = text.slice(0, 8);
    while (!byPrefix.has(prefix) && looked < INVERTED_IDS) {
      looked += 1;
      const key = stableHex(seedOf(looked), 8);
      if (!byPrefix.has(key)) byPrefix.set(key, looked);
    }
    const id = byPrefix.get(prefix);
    return id !== undefined && uuidOf(id).replace(/^\{|\}$/g, '') === text ? id : undefined;
  };
}

/** The mock's hook id a bare (or braced) uuid was derived from (`bareUuidOf` inverted). */
export const hookIdOfUuid = uuidInverse(seedOf, bareUuidOf);

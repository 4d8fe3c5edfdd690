import type { PayloadContext } from '../../../events/payloads/context.js';
import { stableHex } from '../../../util/stable-hex.js';

/** `{ href }`, the form of every link in Bitbucket's JSON. */
export const href = (url: string) => ({ href: url });

/** A UUID in braces derived from a kind and a key: the same scenario, the same uuids. */
export function bracedUuid(kind: string, key: string | number): string {
  const hex = stableHex(`bitbucket:${kind}:${key}`, 32);
  return `{${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}}`;
}

/** `%7B…%7D`: a braced uuid as the product puts it in a URL path. */
export const inPath = (uuid: string) => encodeURIComponent(uuid);

/** The API base (`https://api.bitbucket.org/2.0`), no trailing slash. */
export const apiBase = (ctx: PayloadContext) => ctx.site.apiUrl.replace(/\/+$/, '');

/** The web origin (`https://bitbucket.org`), no trailing slash. */
export const webBase = (ctx: PayloadContext) => ctx.site.appUrl.replace(/\/+$/, '');

/**
 * Bitbucket's times as its payloads write them: `2024-11-09T13:02:56.285477+00:00` (a pull
 * request's `created_on`, Jenkins' recorded `pullrequest_created.json`), from the mock's clock.
 */
export function bitbucketTime(stamp: string): string {
  const date = new Date(stamp);
  if (Number.isNaN(date.getTime())) return stamp;
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000+00:00');
}

/** A commit's `date`: seconds and `+00:00` (`2025-05-16T07:36:56+00:00`, the recorded push). */
export const commitTime = (stamp: string) => bitbucketTime(stamp).replace(/\.\d+\+/, '+');

import { ApiError } from '../../../http/api-error.js';
import { isJsonObject } from '../../../util/json-object.js';
import type { AppRecord } from './app-record.js';

/**
 * GitHub's 401 texts for an app's JWT, word for word as its API answers them (quoted in
 * octokit/auth-app.js#698 and #375, actions/create-github-app-token#178 and #386,
 * sigmavirus24/github3.py#1050, tibdex/github-app-token#102; `@octokit/auth-app` matches the
 * three clock texts to retry with the server's `Date`).
 */
export const JWT_MESSAGES = {
  undecodable: 'A JSON web token could not be decoded',
  issuer: "'Issuer' claim ('iss') must be an Integer",
  issuedAt:
    "'Issued at' claim ('iat') must be an Integer representing the time that the assertion was issued",
  expired:
    "'Expiration time' claim ('exp') must be a numeric value representing the future time at which the assertion expires",
  tooLong: "'Expiration time' claim ('exp') is too far in the future",
} as const;

/** "The time the JWT expires … no more than 10 minutes into the future" (generating-a-json-web-token-jwt-for-a-github-app). */
export const JWT_MAX_LIFETIME_S = 600;

const refused = (message: string) => new ApiError(401, message);

/** The claims GitHub reads of an app's JWT, once its header and payload have been decoded. */
interface Decoded {
  readonly signed: string;
  readonly signature: Uint8Array<ArrayBuffer>;
  readonly claims: Readonly<Record<string, unknown>>;
}

/**
 * The app an `Authorization: Bearer <JWT>` names, checked as GitHub checks it: three base64url
 * parts, an `RS256` header, an integer `iss` naming an app, the signature against the app's
 * `publicKey` when it has one (any signature otherwise), `iat` not after `nowMs` (the wall clock) and
 * `exp` after it by at most ten minutes. Throws GitHub's 401 otherwise.
 */
export async function appOfJwt(
  authorization: string | null,
  appById: (id: number) => AppRecord | undefined,
  nowMs: number,
): Promise<AppRecord> {
  const decoded = decode(authorization);
  const iss = decoded.claims.iss;
  const id = typeof iss === 'number' ? iss : typeof iss === 'string' && /^\d+$/.test(iss) ? Number(iss) : NaN;
  if (!Number.isSafeInteger(id)) throw refused(JWT_MESSAGES.issuer);
  // An unknown app and a key that is not the app's get the same answer (octokit/auth-app.js#375).
  const app = appById(id);
  if (!app) throw refused(JWT_MESSAGES.undecodable);
  if (app.publicKey && !(await verifies(app.publicKey, decoded))) throw refused(JWT_MESSAGES.undecodable);
  checkTimes(decoded.claims, Math.floor(nowMs / 1000));
  return app;
}

function checkTimes(claims: Readonly<Record<string, unknown>>, now: number): void {
  const { iat, exp } = claims;
  if (typeof iat !== 'number' || !Number.isInteger(iat) || iat > now) throw refused(JWT_MESSAGES.issuedAt);
  if (typeof exp !== 'number' || exp <= now) throw refused(JWT_MESSAGES.expired);
  if (exp - now > JWT_MAX_LIFETIME_S) throw refused(JWT_MESSAGES.tooLong);
}

function decode(authorization: string | null): Decoded {
  const match = /^bearer\s+([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\s*$/i.exec(
    authorization ?? '',
  );
  const [, head = '', body = '', sig = ''] = match ?? [];
  const header = match ? jsonOf(head) : undefined;
  const claims = match ? jsonOf(body) : undefined;
  const signature = match ? bytesOf(sig) : undefined;
  if (!header || header.alg !== 'RS256' || !claims || !signature) throw refused(JWT_MESSAGES.undecodable);
  return { signed: `${head}.${body}`, signature, claims };
}

/** base64url → bytes, or undefined when it is not base64url. */
function bytesOf(part: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

function jsonOf(part: string): Readonly<Record<string, unknown>> | undefined {
  const bytes = bytesOf(part);
  if (!bytes) return undefined;
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** RSASSA-PKCS1-v1_5 with SHA-256 (`RS256`) over `header.payload`, by Web Crypto. */
async function verifies(pem: string, decoded: Decoded): Promise<boolean> {
  const der = bytesOf(pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, ''));
  if (!der) return false;
  try {
    const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
    const key = await crypto.subtle.importKey('spki', der, algorithm, false, ['verify']);
    return await crypto.subtle.verify(
      algorithm,
      key,
      decoded.signature,
      new TextEncoder().encode(decoded.signed),
    );
  } catch {
    // A scenario key that is not an RSA key: no JWT can be verified with it.
    return false;
  }
}

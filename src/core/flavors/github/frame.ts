import { etagOf } from '../../http/etag.js';
import type { CoreRequest, CoreResponse } from '../../http/core-request.js';
import type { AnswerFrame, FrameScene } from '../../contract/answer-frame.js';
import { GITHUB_JSON_TYPE, githubError } from './error.js';

/** How a GitHub server differs by where its API lives: github.com's root or GHES's `/api/v3`. */
export interface GithubLayout {
  /**
   * How long a delivery may take before it is a failure: github.com 10 s, GHES 30 s
   * (docs.github.com/en/enterprise-server@3.19/webhooks/using-webhooks/handling-failed-webhook-deliveries).
   */
  readonly deliveryTimeoutMs: number;
  /** The `X-GitHub-Api-Version` values served, newest first (api-versions; GHES 3.19 lists one). */
  readonly apiVersions: readonly string[];
  /** The hourly rate limit its headers show; GHES: none, rate limits are off by default (rate-limits-for-the-rest-api). */
  readonly rateLimit: { readonly token: number; readonly anonymous: number } | undefined;
  /** `X-GitHub-Enterprise-Version` (GHES answers; the webhook schemas hookmock checks are GHES 3.19's). */
  readonly enterpriseVersion: string | undefined;
}

const DOTCOM: GithubLayout = {
  deliveryTimeoutMs: 10_000,
  apiVersions: ['2026-03-10', '2022-11-28'],
  rateLimit: { token: 5000, anonymous: 60 },
  enterpriseVersion: undefined,
};

const GHES: GithubLayout = {
  deliveryTimeoutMs: 30_000,
  apiVersions: ['2022-11-28'],
  rateLimit: undefined,
  enterpriseVersion: '3.19.0',
};

/** The layout of a base path: `…/api/v3` is GitHub Enterprise Server's, anything else github.com's. */
export const githubLayoutOf = (basePath: string): GithubLayout =>
  /\/api\/v3$/.test(basePath) ? GHES : DOTCOM;

/**
 * GitHub's 400 for a version it does not serve: "If you specify an API version that is no longer
 * supported, you will receive a 400 error" (api-versions), in the words GitHub answered `v3` with
 * (expipiplus1/update-nix-fetchgit#79); how it lists two versions is hookmock's guess.
 */
function unsupportedVersion(version: string, layout: GithubLayout): CoreResponse {
  const list = layout.apiVersions.map((v, i) => `"${v}"${i === 0 ? ' (most recent)' : ''}`).join(', ');
  const message = `The version you specified in the "X-GitHub-API-Version" request header, "${version}", is not a supported version. The following versions are currently supported: ${list}.`;
  return {
    status: 400,
    headers: { 'Content-Type': GITHUB_JSON_TYPE },
    body: JSON.stringify(githubError(400, message, 'https://docs.github.com/rest')),
  };
}

/** `X-GitHub-Request-Id`: GitHub's five hex groups (`C5E6:3B2F:1A2B3C:1B2C3D:65A1B2C3`), unique per answer. */
function requestId(request: CoreRequest, now: string, n: number): string {
  const hex = etagOf(`${n} ${request.method} ${request.url.pathname} ${now}`).replaceAll('"', '');
  const up = hex.toUpperCase();
  return [up.slice(0, 4), up.slice(4, 8), up.slice(8, 14), up.slice(2, 8), up.slice(8, 16)].join(':');
}

/** The headers GitHub sends with every answer of this layout. */
function frameHeaders(request: CoreRequest, scene: FrameScene, layout: GithubLayout): Record<string, string> {
  const now = scene.now();
  const headers: Record<string, string> = {
    // The mock's clock: `@octokit/auth-app` reads it to correct an app's JWT times after a 401.
    Date: new Date(now).toUTCString(),
    'X-GitHub-Request-Id': requestId(request, now, scene.answerNumber()),
  };
  if (layout.enterpriseVersion !== undefined)
    headers['X-GitHub-Enterprise-Version'] = layout.enterpriseVersion;
  if (layout.rateLimit !== undefined) {
    // Never limiting: one request used of the hour that ends at the next full hour.
    const limit = request.header('authorization') ? layout.rateLimit.token : layout.rateLimit.anonymous;
    headers['X-RateLimit-Limit'] = String(limit);
    headers['X-RateLimit-Remaining'] = String(limit - 1);
    headers['X-RateLimit-Reset'] = String((Math.floor(Date.parse(now) / 3_600_000) + 1) * 3600);
    headers['X-RateLimit-Used'] = '1';
    headers['X-RateLimit-Resource'] = 'core';
  }
  return headers;
}

/**
 * A GET's 200 with GitHub's cache headers (`ETag`, `Cache-Control: private, max-age=60,
 * s-maxage=60`), or a 304 without a body when `If-None-Match` names its tag (conditional requests).
 */
function cached(request: CoreRequest, answer: CoreResponse): CoreResponse {
  if (request.method !== 'GET' || answer.status !== 200) return answer;
  const tag = `W/${etagOf(answer.body)}`;
  answer.headers.ETag = tag;
  answer.headers['Cache-Control'] = 'private, max-age=60, s-maxage=60';
  const asked = request.header('if-none-match');
  if (asked === null || !asked.split(',').some((t) => t.trim() === tag || `W/${t.trim()}` === tag))
    return answer;
  const { 'Content-Type': _type, ...headers } = answer.headers;
  return { status: 304, headers, body: '' };
}

const finish = (request: CoreRequest, scene: FrameScene, layout: GithubLayout, answer: CoreResponse) => {
  Object.assign(answer.headers, frameHeaders(request, scene, layout));
  return cached(request, answer);
};

/** GitHub's frame around every answer of its API (docs/github.md, "Headers"). */
export const GITHUB_FRAME: AnswerFrame = {
  around(request, scene, answer) {
    const layout = githubLayoutOf(scene.basePath);
    const version = request.header('x-github-api-version');
    if (version !== null && !layout.apiVersions.includes(version.trim()))
      return finish(request, scene, layout, unsupportedVersion(version, layout));
    const made = answer();
    if (made instanceof Promise) return made.then((a) => finish(request, scene, layout, a));
    return finish(request, scene, layout, made);
  },
};

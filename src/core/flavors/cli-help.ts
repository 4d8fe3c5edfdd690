/**
 * The products' own clauses in the CLI's help (cli/help-texts.ts), so the help names no product
 * itself: rows of `[flavor, clause]`, each from the product's folder and source named beside it.
 * Kept free of imports, as signature-headers.ts is, so that the CLI's start (every `--help`)
 * loads no product module; a product that behaves as the default adds no row.
 */

/** One product's clause: the flavor it applies to (as `--flavor` takes it) and the words. */
export type HelpRow = readonly [flavor: string, clause: string];

/** `serve --auto-disable`: the products that disable failing hooks, and their policy. */
export const AUTO_DISABLE_HELP: readonly HelpRow[] = [
  // flavors/gitlab/auto-disable.ts (GitLab `web_hooks/auto_disabling.rb`: thresholds 3 and 39).
  [
    'gitlab',
    "GitLab.com's policy, from the 4th consecutive failure for 1 min doubling to a day, from the 40th for good",
  ],
  // flavors/bitbucket-dc/circuit-breaker.ts (Atlassian's "Manage webhooks", "Circuit breaking").
  [
    'bitbucket-dc',
    'its circuit breaker, from the 5th consecutive failure for 10 s doubling to 10 h, never for good',
  ],
];

/** `serve --delivery-timeout`: the products whose timeout is not the default 5000 ms. */
export const DELIVERY_TIMEOUT_HELP: readonly HelpRow[] = [
  // flavors/github/frame.ts: 10 s (docs.github.com handling-failed-webhook-deliveries), GHES 30 s.
  ['github', "10000, 30000 under GHES's /api/v3"],
  // flavors/gitlab/delivery.ts, flavors/bitbucket/delivery.ts, flavors/bitbucket-dc/delivery.ts.
  ['gitlab', '10000'],
  ['bitbucket', '10000'],
  ['bitbucket-dc', '10000'],
];

/** `send --secret`: the products whose secret is sent as it is rather than signing the body. */
export const SEND_SECRET_HELP: readonly HelpRow[] = [
  // flavors/gitlab/headers.ts: the hook's token travels as X-Gitlab-Token.
  ['gitlab', 'the token sent as X-Gitlab-Token'],
];

/** `listen --secret`: what the secret is in the products that send it as it is. */
export const LISTEN_SECRET_HELP: readonly HelpRow[] = [['gitlab', 'its token, sent as X-Gitlab-Token']];

/** `--signing-token`: the products whose hooks sign with a Standard Webhooks secret. */
export const SIGNING_TOKEN_HELP: readonly HelpRow[] = [
  // flavors/gitlab/headers.ts: with a `signing_token`, the Standard Webhooks headers after GitLab's own.
  [
    'gitlab',
    'the hook signing_token (whsec_ and a base64 key): deliveries also carry the Standard Webhooks webhook-id, webhook-timestamp and webhook-signature',
  ],
];

/**
 * `check-receiver`: the products' delivery timeouts as the help says them (each flavor's
 * `deliveryTimeoutMs`: flavors/<product>/delivery.ts).
 */
export const CHECK_TIMEOUTS_HELP: readonly HelpRow[] = [
  ['5 s', 'Gitea and Forgejo'],
  ['10 s', 'GitHub, GitLab and Bitbucket (Cloud and Data Center)'],
];

/** `check-receiver`: what the battery does differently for a product (flavors/<product>/receiver-check.ts). */
export const CHECK_HELP: readonly HelpRow[] = [
  [
    'gitlab',
    "--secret is the hook token: a delivery with another token and one without X-Gitlab-Token must be refused; with --signing-token every case is also signed (Standard Webhooks) and the wrong-signature case keeps the right token but signs with another key, and two cases are added: a stale webhook-timestamp (10 minutes old, rightly signed) and a replayed signature (another delivery's headers on this body), both to be refused; GitLab sends no form bodies, so that case is left out",
  ],
];

/** `record --upstream`: the products whose API is not at the root URL's `/api/v1`. */
export const UPSTREAM_API_HELP: readonly HelpRow[] = [
  // flavors/github/flavor.ts: `baseUrl.server`, GitHub Enterprise Server's `/api/v3`.
  ['github', 'URL/api/v3'],
  // Each flavor's `baseUrl.server` (flavors/<product>/flavor.ts).
  ['gitlab', 'URL/api/v4'],
  ['bitbucket', 'URL/2.0'],
  ['bitbucket-dc', 'URL/rest/api/latest'],
];

/** `send`: the products whose delivery timeout is not the default 5 s (flavors/github/delivery.ts). */
export const SEND_TIMEOUT_HELP: readonly HelpRow[] = [
  ['github', '10 s'],
  ['gitlab', '10 s'],
  ['bitbucket', '10 s'],
  ['bitbucket-dc', '10 s'],
];

/** `check-receiver --secret`: what the secret is where the product sends it as it is (flavors/gitlab/headers.ts). */
export const CHECK_SECRET_HELP: readonly HelpRow[] = [['gitlab', 'the hook token']];

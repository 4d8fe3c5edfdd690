/**
 * The signature headers the products send, as `verifySignature` (events/verify-signature.ts)
 * reads them on the receiver's side: a table of the products' headers (each product's own in its
 * folder's headers.ts), kept free of imports so that `hookmock/verify` loads nothing of the mock.
 */

/** One form of an HMAC header: the algorithm is the one whose prefix the value has. */
export type SignatureForm = readonly [algorithm: 'SHA-256' | 'SHA-1', prefix: string];

/** The HMAC headers (lower-case) and their forms. */
export const SIGNATURE_HEADERS: readonly (readonly [name: string, forms: readonly SignatureForm[]])[] = [
  // Forgejo's own beside Gitea's (flavors/gitea/forgejo.ts), Gitea's and Gogs' (flavors/gitea/headers.ts):
  // the hex HMAC-SHA256 of the payload (G/F `services/webhook/deliver.go` `addDefaultHeaders`).
  ['x-forgejo-signature', [['SHA-256', '']]],
  ['x-gitea-signature', [['SHA-256', '']]],
  ['x-gogs-signature', [['SHA-256', '']]],
  // GitHub's and the Gitea family's (flavors/github/headers.ts, flavors/gitea/headers.ts).
  ['x-hub-signature-256', [['SHA-256', 'sha256=']]],
  // `sha1=` from GitHub and the Gitea family, `sha256=` from Bitbucket Cloud and Data Center
  // (flavors/bitbucket/headers.ts, flavors/bitbucket-dc/headers.ts).
  [
    'x-hub-signature',
    [
      ['SHA-1', 'sha1='],
      ['SHA-256', 'sha256='],
    ],
  ],
  // The spec flavor's (flavors/gitea/spec.ts).
  ['x-webhook-signature', [['SHA-256', '']]],
];

/**
 * Headers that carry the hook's secret itself, no HMAC, and what the product removes from the
 * secret before it sends it: GitLab's `X-Gitlab-Token`, the token as stored, line breaks removed
 * (flavors/gitlab/headers.ts).
 */
export const TOKEN_HEADERS: readonly { readonly name: string; readonly strip: RegExp }[] = [
  { name: 'x-gitlab-token', strip: /[\r\n]/g },
];

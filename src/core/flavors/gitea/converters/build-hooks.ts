import type { BuildsMeta, PackagistMeta } from '../../../contract/hook-meta.js';
import type { ConverterDialect } from './converter-dialect.js';
import type { WebhookEvent } from '../../../contract/webhook-event.js';

type P = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * G `packagist.go`: `{"repository":{"url": package_url}}` for push, an empty URL for every other
 * event (still sent); F sends the package URL for every event. The request goes to the hook's URL
 * (the products' form builds `…/api/update-package?username=…&apiToken=…` when it is saved).
 */
export function packagistBody(
  body: WebhookEvent,
  meta: PackagistMeta,
  urlOn: ConverterDialect['packagistUrl'],
) {
  const url = urlOn === 'always' || body.type.family === 'push' ? meta.package_url : '';
  return { repository: { url } };
}

/** The GraphQL mutation F `sourcehut/builds.go` posts (layout INFERRED; docs/deliveries.md). */
const SUBMIT = `mutation (
  $manifest: String!
  $tags: [String!]
  $note: String!
  $secrets: Boolean!
  $execute: Boolean!
  $visibility: Visibility!
) {
  submit(
    manifest: $manifest
    tags: $tags
    note: $note
    secrets: $secrets
    execute: $execute
    visibility: $visibility
  ) {
    id
  }
}`;

/**
 * F `services/webhook/sourcehut/builds.go`: push and create only. The product reads the manifest
 * at `manifest_path` from the pushed commit; the mock has no file tree, so a one-line manifest
 * (`image: alpine/edge`) stands in, with the environment the product adds (INFERRED YAML).
 */
export function sourcehutBody(body: WebhookEvent, meta: BuildsMeta): object | undefined {
  const p: P = body.payload;
  const family = body.type.family;
  if (family !== 'push' && family !== 'create') return undefined;
  const ref =
    family === 'create' && !String(p.ref).startsWith('refs/')
      ? `refs/${p.ref_type === 'tag' ? 'tags' : 'heads'}/${p.ref}`
      : String(p.ref);
  const short = ref.replace(/^refs\/(heads|tags)\//, '');
  const repo = String(p.repository?.full_name ?? '');
  const note =
    family === 'push'
      ? String(p.head_commit?.message ?? '').trim()
      : `${p.ref_type === 'tag' ? 'tag' : 'branch'} ${short} created`;
  const manifest = [
    'image: alpine/edge',
    'environment:',
    '  BUILD_SUBMITTER: forgejo',
    `  BUILD_SUBMITTER_URL: ${body.site.appUrl}`,
    `  GIT_REF: ${ref}`,
    '',
  ].join('\n');
  return {
    query: SUBMIT,
    variables: {
      manifest,
      tags: [repo, `${ref.startsWith('refs/tags/') ? 'tag' : 'branch'}/${short}`, meta.manifest_path],
      note,
      secrets: meta.secrets,
      execute: true,
      visibility: meta.visibility || 'PRIVATE',
    },
  };
}

/**
 * Fidelity audit 4, row 13: `pull_request_review*` payloads carry GitHub's "Simple Pull
 * Request" and `workflow_run` its "Repository Lite" — exactly the keys GitHub's webhook schemas
 * (`@octokit/openapi-webhooks`) give those objects, no `merged` on a review's pull request.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { GITHUB_SCENARIO, operationOf, schemaErrors, SCHEMA_TIMEOUT_MS } from './github-schemas.js';

type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, Schema> };
const require = createRequire(import.meta.url);
const doc = JSON.parse(
  readFileSync(require.resolve('@octokit/openapi-webhooks/generated/api.github.com.json'), 'utf8'),
) as { webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: Schema }> } } }> };

const resolve = (schema: Schema): Schema => {
  let s = schema;
  while (s.$ref)
    s = s.$ref
      .split('/')
      .slice(1)
      .reduce((o: Record<string, unknown>, k) => o[k] as never, doc) as Schema;
  return s;
};
const keysOf = (schema: Schema): string[] => {
  const s = resolve(schema);
  return s.allOf ? [...new Set(s.allOf.flatMap(keysOf))] : Object.keys(s.properties ?? {});
};
const bodyOf = (operation: string) =>
  resolve(doc.webhooks[operation]?.post.requestBody.content['application/json']?.schema ?? {});
const propertyOf = (schema: Schema, name: string): Schema => {
  const s = resolve(schema);
  const own = s.properties?.[name];
  if (own) return own;
  for (const part of s.allOf ?? []) {
    const found = resolve(part).properties?.[name];
    if (found) return found;
  }
  throw new Error(`no property ${name}`);
};

describe('github payloads with GitHub’s smaller objects', { timeout: SCHEMA_TIMEOUT_MS }, () => {
  it('row 13: review payloads carry the Simple Pull Request, workflow_run the Repository Lite', async () => {
    const mock = createHookMock({ flavor: 'github', scenario: GITHUB_SCENARIO });
    const payloads = new Map<string, Record<string, Record<string, object>>>();
    const cases = [
      ['pull_request_review', 'submitted'],
      ['pull_request_review', 'dismissed'],
      ['pull_request_review_comment', 'created'],
      ['workflow_run', 'completed'],
    ] as const;
    for (const [event, action] of cases) {
      const [d] = await mock.emit<string>(event, { repo: 'acme/widgets', action });
      if (!d) throw new Error(`no delivery of ${event}`);
      const payload = JSON.parse(d.body) as Record<string, Record<string, object>>;
      expect(schemaErrors(operationOf(event, action), payload)).toEqual([]);
      payloads.set(operationOf(event, action), payload);
    }
    for (const operation of [
      'pull-request-review-submitted',
      'pull-request-review-dismissed',
      'pull-request-review-comment-created',
    ]) {
      const pull = payloads.get(operation)?.pull_request ?? {};
      expect(Object.keys(pull).sort(), operation).toEqual(
        keysOf(propertyOf(bodyOf(operation), 'pull_request')).sort(),
      );
      expect(pull).not.toHaveProperty('merged');
    }
    const run = payloads.get('workflow-run-completed')?.workflow_run ?? {};
    const runSchema = propertyOf(bodyOf('workflow-run-completed'), 'workflow_run');
    for (const name of ['repository', 'head_repository'])
      expect(Object.keys(run[name] ?? {}).sort(), name).toEqual(keysOf(propertyOf(runSchema, name)).sort());
  });

  it('row 13: a status’s commit author and committer are GitHub’s webhook User, without user_view_type', async () => {
    const mock = createHookMock({ flavor: 'github', scenario: GITHUB_SCENARIO });
    const [d] = await mock.emit<string>('status', { repo: 'acme/widgets' });
    if (!d) throw new Error('no delivery of status');
    const commit = (JSON.parse(d.body) as Record<string, Record<string, object>>).commit ?? {};
    const commitSchema = propertyOf(bodyOf('status'), 'commit');
    for (const name of ['author', 'committer']) {
      const allowed = keysOf(propertyOf(commitSchema, name));
      expect(
        Object.keys(commit[name] ?? {}).filter((key) => !allowed.includes(key)),
        name,
      ).toEqual([]);
    }
  });
});

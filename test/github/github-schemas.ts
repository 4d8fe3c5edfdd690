/**
 * GitHub's published webhook schemas (`@octokit/openapi-webhooks`, api.github.com): one
 * validator per webhook operation (`push`, `issues-opened`, …), compiled on first use.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { Scenario } from '../../src/index.js';

const require = createRequire(import.meta.url);
const file = require.resolve('@octokit/openapi-webhooks/generated/api.github.com.json');

// ajv-formats is CommonJS with a default export; under ESM the function may sit on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => void;

/**
 * Compiling GitHub's schemas (one validator per operation, each reaching the large repository
 * and pull request objects) takes seconds per file, more on a loaded machine: the tests that
 * validate give themselves this long.
 */
export const SCHEMA_TIMEOUT_MS = 120_000;

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

/** `pull_request` + `review_requested` → `pull-request-review-requested` (GitHub's operation id). */
export function operationOf(event: string, action: string | null | undefined): string {
  const kebab = (s: string) => s.replaceAll('_', '-');
  return action ? `${kebab(event)}-${kebab(action)}` : kebab(event);
}

/** The schema errors of a payload for an operation (`[]` when it is valid). */
export function schemaErrors(operation: string, payload: unknown): string[] {
  if (!ajv) {
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'gh', components: doc.components, webhooks: doc.webhooks });
  }
  let validate = validators.get(operation);
  if (!validate) {
    validate = ajv.getSchema(`gh#/webhooks/${operation}/post/requestBody/content/application~1json/schema`);
    if (!validate) throw new Error(`GitHub has no webhook operation "${operation}"`);
    validators.set(operation, validate);
  }
  return validate(payload) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** The world the github tests use: alice owns the org acme; hooks at both scopes hear every event. */
export const GITHUB_SCENARIO: Scenario = {
  name: 'github-deliveries',
  clock: '2026-03-01T12:00:00Z',
  seed: 7,
  users: [
    { login: 'alice', token: 'alice-token', full_name: 'Alice Example', email: 'alice@example.test' },
    { login: 'bob', token: 'bob-token', full_name: 'Bob Example', email: '' },
  ],
  orgs: [{ name: 'acme', owners: ['alice'], full_name: 'Acme', description: 'Makers of widgets' }],
  repos: [
    { owner: 'acme', name: 'widgets', admins: ['alice'], description: 'The widget factory' },
    { owner: 'alice', name: 'dotfiles', private: true },
  ],
  hooks: [
    {
      repo: 'acme/widgets',
      active: true,
      events: ['*'],
      config: { url: 'http://127.0.0.1:9/json', content_type: 'json', secret: 's3cret' },
    },
    {
      org: 'acme',
      active: true,
      events: ['*'],
      config: { url: 'http://127.0.0.1:9/form', content_type: 'form', secret: 'org-s3cret' },
    },
  ],
};

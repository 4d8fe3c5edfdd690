// Every answer of a broad request set, checked against GitHub's own REST description (the hook
// subset committed in src/core/flavors/github/openapi/hooks.openapi.json): the status is one the operation
// documents (or an error GitHub gives on every route: 401, 404) and the body validates against
// that response's schema, GitHub's `basic-error` for the undocumented errors.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import document from '../../src/core/flavors/github/openapi/hooks.openapi.json' with { type: 'json' };
import { openApiDocument } from '../../src/index.js';
import { useInProcess } from './support.js';

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(document, 'github.json');

type Responses = Record<string, { $ref?: string; content?: Record<string, unknown> }>;
const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointer of the schema for this answer: documented, or GitHub's basic-error; null: no body. */
function schemaPointer(method: string, template: string, status: number): string | null | undefined {
  const paths = document.paths as Record<string, Record<string, { responses: Responses }>>;
  const response = paths[template]?.[method.toLowerCase()]?.responses[String(status)];
  if (!response) return status >= 400 ? '#/components/schemas/basic-error' : undefined;
  if (response.$ref) return `${response.$ref}/content/application~1json/schema`;
  if (!response.content) return null;
  return `#/paths/${escape(template)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
}

describe('github flavor: answers match GitHub’s REST description', () => {
  const target = useInProcess();

  it('the served document is a valid OpenAPI description with the 36 operations (webhooks, resources and apps)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(openApiDocument('github', '/api/v3')));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('every operation, success and error, at both scopes', async () => {
    const problems: string[] = [];
    let checked = 0;
    const octokit = target.octokit();
    octokit.hook.wrap('request', async (request, options) => {
      let response: { status: number; data: unknown } | undefined;
      try {
        response = await request(options);
      } catch (error) {
        const e = error as { status: number; response?: { data: unknown } };
        response = { status: e.status, data: e.response?.data };
        throw error;
      } finally {
        check(String(options.method), String(options.url), response);
      }
      return response as never;
    });
    // Octokit's request options carry the route's template (`/repos/{owner}/{repo}/hooks`).
    function check(
      method: string,
      template: string,
      response: { status: number; data: unknown } | undefined,
    ) {
      if (!response || !Object.hasOwn(document.paths, template)) return;
      checked += 1;
      const pointer = schemaPointer(method, template, response.status);
      if (pointer === undefined) {
        problems.push(`${method} ${template}: ${response.status} is not documented`);
        return;
      }
      if (pointer === null) return; // 204: no body
      const validate = ajv.getSchema(`github.json${pointer}`);
      if (!validate) throw new Error(`no schema at ${pointer}`);
      if (!validate(response.data))
        problems.push(`${method} ${template} ${response.status}: ${ajv.errorsText(validate.errors)}`);
    }
    const R = { owner: 'acme', repo: 'widgets' };
    const O = { org: 'acme' };
    const swallow = (p: Promise<unknown>) => p.catch(() => undefined);
    const hook = (await octokit.rest.repos.createWebhook({ ...R, config: { url: 'https://c.test/a' } })).data;
    const org = (
      await octokit.rest.orgs.createWebhook({ ...O, name: 'web', config: { url: 'https://c.test/o' } })
    ).data;
    await octokit.rest.repos.listWebhooks(R);
    await octokit.rest.orgs.listWebhooks(O);
    await octokit.rest.repos.getWebhook({ ...R, hook_id: hook.id });
    await octokit.rest.orgs.getWebhook({ ...O, hook_id: org.id });
    await octokit.rest.repos.updateWebhook({ ...R, hook_id: hook.id, add_events: ['issues'] });
    await octokit.rest.orgs.updateWebhook({ ...O, hook_id: org.id, events: ['push', 'fork'] });
    await octokit.rest.repos.getWebhookConfigForRepo({ ...R, hook_id: hook.id });
    await octokit.rest.orgs.getWebhookConfigForOrg({ ...O, hook_id: org.id });
    await octokit.rest.repos.updateWebhookConfigForRepo({ ...R, hook_id: hook.id, secret: 'x' });
    await octokit.rest.orgs.updateWebhookConfigForOrg({ ...O, hook_id: org.id, content_type: 'json' });
    await octokit.rest.repos.pingWebhook({ ...R, hook_id: hook.id });
    await octokit.rest.orgs.pingWebhook({ ...O, hook_id: org.id });
    await octokit.rest.repos.testPushWebhook({ ...R, hook_id: hook.id });
    await target.deliveries().waitFor(() =>
      target
        .deliveries()
        .all()
        .every((d) => d.delivery.status === 'delivered'),
    );
    const repoDeliveries = (await octokit.rest.repos.listWebhookDeliveries({ ...R, hook_id: hook.id })).data;
    const orgDeliveries = (await octokit.rest.orgs.listWebhookDeliveries({ ...O, hook_id: org.id })).data;
    const rd = repoDeliveries[0]?.id ?? 0;
    const od = orgDeliveries[0]?.id ?? 0;
    await octokit.rest.repos.getWebhookDelivery({ ...R, hook_id: hook.id, delivery_id: rd });
    await octokit.rest.orgs.getWebhookDelivery({ ...O, hook_id: org.id, delivery_id: od });
    await octokit.rest.repos.redeliverWebhookDelivery({ ...R, hook_id: hook.id, delivery_id: rd });
    await octokit.rest.orgs.redeliverWebhookDelivery({ ...O, hook_id: org.id, delivery_id: od });
    // Errors: unknown hooks and deliveries, validation, refusals.
    await swallow(octokit.rest.repos.getWebhook({ ...R, hook_id: 999 }));
    await swallow(octokit.rest.orgs.getWebhookConfigForOrg({ ...O, hook_id: 999 }));
    await swallow(octokit.rest.repos.getWebhookDelivery({ ...R, hook_id: hook.id, delivery_id: 999 }));
    await swallow(octokit.rest.repos.createWebhook({ ...R, config: { url: 'https://c.test/a' } }));
    await swallow(octokit.rest.orgs.createWebhook({ ...O, name: 'web', config: { url: 'ftp://x' } }));
    await swallow(octokit.rest.repos.updateWebhook({ ...R, hook_id: hook.id, events: ['nope'] }));
    await swallow(target.octokit(null).rest.repos.listWebhooks(R));
    await octokit.rest.repos.deleteWebhook({ ...R, hook_id: hook.id });
    await octokit.rest.orgs.deleteWebhook({ ...O, hook_id: org.id });
    expect(problems).toEqual([]);
    expect(checked).toBe(29);
  });
});

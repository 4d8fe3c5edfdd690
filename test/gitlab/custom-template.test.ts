/**
 * A hook's `custom_webhook_template` is the delivered body (`WebHookService#request_payload`,
 * `app/services/web_hook_service.rb`): every `{{a.b}}` replaced by the payload's value at that
 * path (`params.dig`), JSON-encoded with a string's quotes left out (`render_custom_template`
 * with `custom_webhook_template_serialization`, MR 197992), the result parsed as JSON and sent
 * re-encoded. A template that does not render to JSON is no request: the attempt is logged as
 * GitLab logs it (`internal error`, `request_data` `{}`, the error "Error while parsing rendered
 * custom webhook template: …"), and a test trigger answers 422 with those words.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';

const hookWith = (template: string) => ({
  repo: 'acme/widgets',
  active: true,
  events: ['push_events'],
  config: { url: 'https://receiver.example.test/hook', secret: 'tok' },
  gitlab: { custom_webhook_template: template },
});

const scenarioWith = (template: string): Scenario =>
  ({
    users: [{ login: 'alice', token: 'demo', full_name: 'Alice "Al" Example' }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    hooks: [hookWith(template)],
  }) as Scenario;

/** One push's delivery to the templated hook. */
async function pushWith(template: string) {
  const mock = createHookMock({ flavor: 'gitlab', scenario: scenarioWith(template) });
  const [d] = await mock.emit('push' as never, { repo: 'acme/widgets' });
  if (!d) throw new Error('no delivery');
  return { mock, d };
}

async function api(mock: ReturnType<typeof createHookMock>, method: string, path: string) {
  const answer = await mock.fetch(
    new Request(`https://gitlab.com/api/v4${path}`, { method, headers: { 'PRIVATE-TOKEN': 'demo' } }),
  );
  if (!answer) throw new Error(`${method} ${path}: not served`);
  return answer;
}

describe('custom_webhook_template: the delivered body', () => {
  it('renders {{object_kind}} and {{a.b}} into the body, values JSON-encoded', async () => {
    const { d } = await pushWith(
      '{"kind":"{{object_kind}}", "project":"{{project.path_with_namespace}}", "user":"{{user_name}}",' +
        ' "count":{{total_commits_count}}, "repo":{{repository}}, "none":"{{no.such.key}}"}',
    );
    const body = JSON.parse(d.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['kind', 'project', 'user', 'count', 'repo', 'none']);
    expect(body.kind).toBe('push');
    expect(body.project).toBe('acme/widgets');
    // A quote in a value is escaped, not the end of the string.
    expect(body.user).toBe('Alice "Al" Example');
    expect(typeof body.count).toBe('number');
    expect(body.repo).toMatchObject({ name: 'widgets' });
    // `params.dig` of a missing key is nil; `nil.to_json` is `null`, put inside the quotes.
    expect(body.none).toBe('null');
    // Re-encoded on one line (`Gitlab::Json::LimitedEncoder.encode` of the parsed template).
    expect(d.body).not.toMatch(/\n|": /);
    expect(d.delivery.status).not.toBe('failed');
  });

  it("a template that is not JSON once rendered is no request: logged as GitLab's internal error", async () => {
    const { mock, d } = await pushWith('{"kind": {{object_kind}}}');
    expect(d.delivery.status).toBe('failed');
    expect(d.delivery.error).toMatch(/^Error while parsing rendered custom webhook template: /);
    expect(d.body).toBe('');
    const answer = await api(mock, 'GET', '/projects/1/hooks/1/events');
    const [entry] = (await answer.json()) as Record<string, unknown>[];
    expect(entry).toMatchObject({ response_status: 'internal error', request_data: {}, response_body: '' });
    expect(entry?.request_headers).toMatchObject({ 'X-Gitlab-Event': 'Push Hook' });
  });

  it('a path through an array or a string is GitLab’s TypeError message', async () => {
    const { d } = await pushWith('{"ids":"{{commits.id}}"}');
    expect(d.delivery.error).toBe(
      'Error while parsing rendered custom webhook template: ' +
        'You may be trying to access an array value, which is not supported.',
    );
  });

  it('a test trigger sends the rendered template, and answers 422 with the error when it does not render', async () => {
    const good = createHookMock({ flavor: 'gitlab', scenario: scenarioWith('{"k":"{{object_kind}}"}') });
    expect((await api(good, 'POST', '/projects/1/hooks/1/test/push_events')).status).toBe(201);
    expect(good.deliveries.all().at(-1)?.body).toBe('{"k":"push"}');
    const bad = createHookMock({ flavor: 'gitlab', scenario: scenarioWith('{"k":{{object_kind}}}') });
    const answer = await api(bad, 'POST', '/projects/1/hooks/1/test/push_events');
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /^Error while parsing rendered custom webhook template: /,
    );
  });
});

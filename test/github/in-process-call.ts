/**
 * An in-process github mock and its API called as `demo` (alice): shared by the hook-config,
 * answer-frame and delivery fan-out tests.
 */
import { createHookMock } from '../../src/index.js';
import type { HookMock, HookMockOptions } from '../../src/index.js';

export const API = 'https://api.github.com';

/** A JSON answer, read as the test expects it (the assertions check its shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** A github mock with a second repository hook and an org hook on `push`. */
export async function mockWithPushHooks(options: HookMockOptions = {}) {
  const mock = createHookMock({ flavor: 'github', deliver: () => ({ status: 200 }), ...options });
  const create = (path: string, url: string) =>
    call(mock, 'POST', path, { name: 'web', config: { url, content_type: 'json' }, events: ['push'] });
  await create('/repos/acme/widgets/hooks', 'https://second.example.test/hook');
  await create('/orgs/acme/hooks', 'https://org.example.test/hook');
  return mock;
}

/** An API call as `demo` (alice), its status and JSON. */
export async function call(
  mock: HookMock,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; data: Json; headers: Headers }> {
  const init: RequestInit = { method, headers: { Authorization: 'token demo', ...headers } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const answer = await mock.fetch(new Request(`${API}${path}`, init));
  if (!answer) throw new Error(`no answer to ${method} ${path}`);
  const text = await answer.text();
  return { status: answer.status, data: text ? JSON.parse(text) : undefined, headers: answer.headers };
}

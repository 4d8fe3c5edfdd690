// hookmock/client and the matchers under Jest with no configuration at all (run with `jest --rootDir <this dir>`):
// a real `hookmock serve` on a free port, steered over HTTP.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { connectHookMock } = require('hookmock/client');
// The matchers with no dependencies (no msw, no vitest): nothing to configure for them either.
const { matchers } = require('hookmock/jest');

expect.extend(matchers);

const CLI = path.join(__dirname, '../../../dist/cli/main.js');
let child;
let origin;

beforeAll(async () => {
  child = spawn(process.execPath, [CLI, 'serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  origin = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/[^/\s]+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`hookmock serve exited with ${code}`)));
  });
});

afterAll(async () => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
});

test('a session, a hook, a test press, the delivery', async () => {
  const root = await connectHookMock(origin);
  const session = await root.createSession();
  const headers = { Authorization: 'token demo', 'Content-Type': 'application/json' };
  const created = await fetch(`${session.url}/orgs/acme/hooks`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'native', config: { url: 'https://r.example.test', content_type: 'json' } }),
  });
  const { id } = await created.json();
  await fetch(`${session.url}/orgs/acme/hooks/${id}/tests`, { method: 'POST', headers });
  const ping = await session.deliveries.waitFor((p) => p.hookId === id);
  expect(ping.event).toBe('ping');
  await expect(session).toHaveDelivered({ hookId: id, trigger: 'test' });
  await expect(session).not.toHaveDelivered({ hookId: id + 1 });
  expect(await root.pings.all()).toEqual([]);
  await session.close();
});

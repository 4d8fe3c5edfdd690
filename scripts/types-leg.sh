#!/usr/bin/env bash
# CI leg: the public .d.ts under TypeScript 7, the native port (npm's typescript@7). It is not a
# devDependency: its package's `tsc` bin would fight TypeScript 5.9's for node_modules/.bin/tsc,
# which the build uses. So it is installed in a temporary folder, and the same test that checks a
# user file with skipLibCheck: false under 5.9 (test/packaging/public-types.test.ts) runs again
# with HOOKMOCK_TSC7 naming that compiler. Needs dist/ (npm ci builds it).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/hookmock-ts7.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

echo "== installing typescript@7 (npm registry) in $tmp"
(cd "$tmp" && npm init -y >/dev/null && npm install --no-audit --no-fund --loglevel=error typescript@7)
export HOOKMOCK_TSC7="$tmp/node_modules/typescript/bin/tsc"
echo "== $(node "$HOOKMOCK_TSC7" --version) and $(node "$root/node_modules/typescript/bin/tsc" --version)"
cd "$root"
npx vitest run --reporter=default test/packaging/public-types.test.ts

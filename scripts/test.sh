#!/usr/bin/env bash
# One command that installs what is missing and runs every check and test: lint, types, import cycles, contract
# drift, builds, the admin's size budgets, the packed SDK and CLI, unit and contract tests, and browser tests in
# Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
source scripts/ensure-chromium.sh
pnpm install --frozen-lockfile

step() { printf '\n== %s\n' "$*"; }

step "Scripts (ensure-pnpm.sh with a fake npm, another pnpm version, the bundle size, lazy import, import cycle and test summary scripts on throwaway trees)"
bash scripts/ensure-pnpm.test.sh
node --test --test-reporter=dot scripts/check-bundle-size.test.mjs scripts/check-chunk-imports.test.mjs scripts/check-import-cycles.test.mjs scripts/summarise-tests.test.mjs

step "Format and lint (biome)"
pnpm exec biome ci --colors=off .

step "Types (tsc --noEmit, every package)"
pnpm -r --workspace-concurrency=1 typecheck

step "Import cycles (runtime imports among each package's modules)"
node scripts/check-import-cycles.mjs

step "OpenAPI types match the document"
pnpm --filter @cellar/contract check:generated

step "Builds (tsup: validation, sdk, cli, the backend's server; vite: web)"
pnpm -r build

step "Size budgets of the admin (gzip -9: login page and shell <= 160 kB together, each lazy chunk <= 60 kB)"
node scripts/check-bundle-size.mjs

step "Lazy imports of the admin (each chunk loaded with import() names every chunk it needs: one round trip)"
node scripts/check-chunk-imports.mjs

step "Packages (the SDK and CLI tarballs installed with npm in scratch folders and run against the reference backend)"
node scripts/check-packages.mjs

results="$(mktemp -d)"
run_tests() {
  local name="$1" filter="$2"; shift 2
  step "Tests: $name"
  pnpm --filter "$filter" exec vitest run --reporter=default --reporter=json \
    --outputFile.json="$results/$name.json" "$@"
}
status=0
# Two lanes side by side on the dist/ just built: the browser tests mostly wait on the page while the unit suites
# mostly compute. The browser test files are cut in three shards: the first lane runs two of them, the second runs
# the unit suites and then the third. The first lane's output follows once both are done.
browser() { CELLAR_E2E_PREBUILT=1 run_tests "web-browser-$1" @cellar/web --project e2e --shard="$1/3"; }
first_lane_log="$results/first-lane.log"
(
  lane=0
  browser 1 || lane=1
  browser 2 || lane=1
  exit "$lane"
) >"$first_lane_log" 2>&1 &
first_lane=$!
run_tests validation @cellar/validation --coverage || status=1
run_tests backend @cellar/backend || status=1
run_tests sdk @cellar/sdk || status=1
run_tests cli @cellar/cli || status=1
run_tests web-unit @cellar/web --project unit || status=1
browser 3 || status=1
first_lane_status=0
wait "$first_lane" || first_lane_status=$?
cat "$first_lane_log"
[ "$first_lane_status" -eq 0 ] || status=1

step "Summary"
node scripts/summarise-tests.mjs "$results"
exit "$status"

#!/usr/bin/env bash
# Runs every test of the workspace: lint, the conventions (file length, unused code, near-copies),
# typecheck, unit and API tests, package builds with publint, size budgets, the documentation
# site, and the end-to-end test in Chromium. Exits non-zero on the first failure.
set -euo pipefail
source "$(dirname "$0")/toolchain.sh"
ensure_toolchain
cd "$MATJAR_ROOT"

step() { say "── $*"; }

step "Lint and format (Biome)"
pnpm exec biome ci .

step "Conventions: no hand-written .ts/.tsx over 300 lines; no unused file, dependency or export (knip); no near-copies in the change"
node scripts/check-file-length.ts
pnpm exec knip --no-progress
node scripts/check-duplicates.ts

step "Generated references are up to date (docs/api.md from the contract, docs/performance.md from bench/results)"
pnpm docs:api --check
node bench/performance-doc.ts --check

step "Typecheck every workspace, and the bench and maintenance scripts"
pnpm typecheck

step "Unit, component and API tests (API on embedded PGlite)"
pnpm exec vitest run

postgres_url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
if node -e "
  const u = new URL(process.argv[1]);
  const s = require('node:net').connect(Number(u.port || 5432), u.hostname);
  s.setTimeout(1500, () => process.exit(1));
  s.on('connect', () => process.exit(0)).on('error', () => process.exit(1));
" "$postgres_url"; then
  step "API tests again on PostgreSQL ($postgres_url)"
  DATABASE_URL="$postgres_url" pnpm exec vitest run --project api
else
  say "No PostgreSQL answers at $postgres_url: the API tests ran on PGlite only."
fi

step "Build the packages and check what they publish (publint, are-the-types-wrong)"
pnpm -r --filter './packages/*' build
pnpm -r --filter './packages/*' exec publint --strict
pnpm -r --filter './packages/*' run attw

step "Documentation site: pages from docs/ and the code, code blocks type-checked, links checked"
# Reuses the package build above: the code blocks of docs/ are checked against dist/ types.
pnpm docs:build
pnpm --filter @matjar/docs-site test

step "Consumer apps from the packed tarballs: vite build, next build, react-router build, a Node script that exits"
# examples/consumers: installed with npm from the tarballs, as outside developers get the SDK;
# the end-to-end step serves the built Vite, Next.js and React Router apps and adds to cart in each.
export E2E_CONSUMERS_DIR="${E2E_CONSUMERS_DIR:-$(mktemp -d)}"
node scripts/consumers.ts "$E2E_CONSUMERS_DIR"

step "Size budgets of the published packages, from the tarballs the Vite app installed (bench:size --check)"
node bench/package-size.ts --check --app "$E2E_CONSUMERS_DIR/vite"

step "Conformance kit: the reference API conforms; backends that break one rule each fail by its name"
# The kit's built command (packages/conformance/dist) against the reference API, started once, and
# against proxies in front of it that break one rule each.
node scripts/conformance.ts

step "Release rehearsal: changeset version and publish to a local registry (Verdaccio), the Vite app installs from it"
node scripts/release-rehearsal.ts

step "Static Storybook of @matjar/ui builds"
pnpm --filter @matjar/ui build-storybook

step "End to end: API + storefront in Chromium, English and Arabic"
pnpm --filter ./e2e test

say "All tests passed."

#!/usr/bin/env bash
# Runs every test of the workspace: lint, typecheck, unit and API tests, package builds with
# publint, the documentation site, and the end-to-end test in Chromium. Exits non-zero on the
# first failure.
set -euo pipefail
source "$(dirname "$0")/toolchain.sh"
ensure_toolchain
cd "$MATJAR_ROOT"

step() { say "── $*"; }

step "Lint and format (Biome)"
pnpm exec biome ci .

step "Generated API reference is up to date (docs/api.md)"
pnpm docs:api --check

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

step "Release rehearsal: changeset version and publish to a local registry (Verdaccio), the Vite app installs from it"
node scripts/release-rehearsal.ts

step "Static Storybook of @matjar/ui builds"
pnpm --filter @matjar/ui build-storybook

step "End to end: API + storefront in Chromium, English and Arabic"
pnpm --filter ./e2e test

say "All tests passed."

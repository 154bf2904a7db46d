# Sourced by start.sh, test.sh and .ci/run: makes Node >= 22.22 and the pinned pnpm available.
# Nothing is installed globally: tools go to .tools/ (gitignored) inside the checkout.

MATJAR_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MATJAR_TOOLS="$MATJAR_ROOT/.tools"
MATJAR_NODE_VERSION="24.21.0"
MATJAR_PNPM_VERSION="$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' "$MATJAR_ROOT/package.json")"

say() { printf '\033[1m[matjar]\033[0m %s\n' "$*" >&2; }
fail() { printf '\033[31m[matjar] %s\033[0m\n' "$*" >&2; exit 1; }

node_is_recent() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=22)?0:1)'
}

ensure_node() {
  export PATH="$MATJAR_TOOLS/node/node_modules/.bin:$MATJAR_TOOLS/pnpm/node_modules/.bin:$PATH"
  node_is_recent && return 0
  command -v npm >/dev/null 2>&1 || fail "Node.js 22.22 or newer is needed, and npm to fetch it; neither was found. Install Node.js 22+ (or 24 LTS) and try again."
  say "Node $(node --version 2>/dev/null || echo 'missing') is older than 22.22: installing Node $MATJAR_NODE_VERSION from the npm registry into .tools/"
  npm install --prefix "$MATJAR_TOOLS/node" --no-save --no-package-lock --no-audit --no-fund \
    "node@$MATJAR_NODE_VERSION" >&2 || fail "Could not install node@$MATJAR_NODE_VERSION from the npm registry."
  hash -r
  node_is_recent || fail "Node $MATJAR_NODE_VERSION was installed but does not run here."
}

ensure_pnpm() {
  if [ "$(pnpm --version 2>/dev/null)" = "$MATJAR_PNPM_VERSION" ]; then return 0; fi
  say "Installing pnpm $MATJAR_PNPM_VERSION into .tools/"
  npm install --prefix "$MATJAR_TOOLS/pnpm" --no-save --no-package-lock --no-audit --no-fund \
    "pnpm@$MATJAR_PNPM_VERSION" >&2 \
    || fail "Could not install pnpm@$MATJAR_PNPM_VERSION from the npm registry."
  hash -r
  [ "$(pnpm --version 2>/dev/null)" = "$MATJAR_PNPM_VERSION" ] || fail "pnpm $MATJAR_PNPM_VERSION was installed but does not run."
}

ensure_dependencies() {
  cd "$MATJAR_ROOT"
  if [ -n "${CI:-}" ]; then
    pnpm install --frozen-lockfile
  else
    pnpm install --prefer-offline
  fi
}

ensure_toolchain() {
  ensure_node
  ensure_pnpm
  ensure_dependencies
}

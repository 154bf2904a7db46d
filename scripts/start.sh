#!/usr/bin/env bash
# Starts the reference shop: the Storefront API on its embedded database and the storefront.
#   npm start                 → http://localhost:3000 (API on http://127.0.0.1:4000)
# SHOP_PORT and API_PORT change the ports; DATABASE_URL points the API at a PostgreSQL server.
# SKIP_BUILD=1 starts the storefront as last built (the end-to-end suite, which built it just before).
set -euo pipefail
source "$(dirname "$0")/toolchain.sh"
ensure_toolchain

SHOP_PORT="${SHOP_PORT:-3000}"
API_PORT="${API_PORT:-4000}"
API_URL="${API_URL:-http://127.0.0.1:$API_PORT}"

if [ "${SKIP_BUILD:-}" = 1 ]; then
  [ -f examples/storefront/build/server/index.js ] ||
    fail "SKIP_BUILD=1 but the storefront was never built: run without it once."
  say "Starting the storefront as last built (SKIP_BUILD=1)"
else
  say "Building the storefront"
  pnpm --filter ./examples/storefront build >/dev/null
fi

# The back office (/back-office) needs the API's ADMIN_TOKEN: for a local shop without one, a
# fresh random token for this run, printed below. In production set your own, or none (then the
# back office is off).
if [ -z "${ADMIN_TOKEN:-}" ]; then
  ADMIN_TOKEN="$(node -e 'process.stdout.write(require("node:crypto").randomBytes(18).toString("base64url"))')"
  generated_admin_token=1
fi
export ADMIN_TOKEN

pids=()
stopping=0
stop() {
  [ "$stopping" = 1 ] && return
  stopping=1
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
# Ctrl+C stops both servers and ends quietly (status 0); a server failing ends it with an error.
trap 'echo; say "Stopping…"; stop; say "Stopped."; exit 0' INT TERM
trap stop EXIT

# Both listen on 127.0.0.1 unless HOST says otherwise (HOST=0.0.0.0 opens them to the network).
# Their output is shown, each line prefixed with the server's name.
# The storefront's /api proxy calls the API from this machine, passing the shopper's address on.
# Card payments continue on the API's test payment page, which sends the shopper back to the shop.
(cd examples/api && exec env TRUSTED_PROXIES="${TRUSTED_PROXIES:-loopback}" PORT="$API_PORT" \
  SHOP_URL="${SHOP_URL:-http://localhost:$SHOP_PORT}" \
  node --conditions=@matjar/source src/server.ts) > >(sed -u 's/^/[api]  /') 2>&1 &
pids+=($!)
# The shop runs as in production (NODE_ENV=production: no stack in any error page), which needs
# its public address: PUBLIC_URL, here the local one unless given.
(cd examples/storefront && exec env NODE_ENV=production PORT="$SHOP_PORT" API_URL="$API_URL" \
  PUBLIC_URL="${PUBLIC_URL:-http://localhost:$SHOP_PORT}" node server.ts) \
  > >(sed -u 's/^/[shop] /') 2>&1 &
pids+=($!)

wait_for() {
  local url="$1" name="$2" seconds="$3"
  for _ in $(seq 1 $((seconds * 2))); do
    if node -e "fetch('$url').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"; then return 0; fi
    sleep 0.5
  done
  fail "$name did not answer at $url within $seconds s."
}
# The API's first start on a machine photographs the seed shop (a minute or two, with progress).
wait_for "$API_URL/health" "The API" 300
wait_for "http://127.0.0.1:$SHOP_PORT/" "The storefront" 60

say "Matjar is open at http://localhost:$SHOP_PORT  (API: $API_URL). Press Ctrl+C to stop."
if [ "${generated_admin_token:-0}" = 1 ]; then
  say "Back office: http://localhost:$SHOP_PORT/back-office  (staff token for this run: $ADMIN_TOKEN)"
fi
# Until Ctrl+C, or until a server stops by itself (then say so and fail).
wait -n "${pids[@]}" || true
[ "$stopping" = 1 ] || fail "A server stopped; see its output above."

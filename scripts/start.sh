#!/usr/bin/env bash
# Starts the reference shop: the Storefront API on its embedded database and the storefront.
#   npm start                 → http://localhost:3000 (API on http://127.0.0.1:4000)
# SHOP_PORT and API_PORT change the ports; DATABASE_URL points the API at a PostgreSQL server.
set -euo pipefail
source "$(dirname "$0")/toolchain.sh"
ensure_toolchain

SHOP_PORT="${SHOP_PORT:-3000}"
API_PORT="${API_PORT:-4000}"
API_URL="${API_URL:-http://127.0.0.1:$API_PORT}"

say "Building the storefront"
pnpm --filter ./examples/storefront build >/dev/null

pids=()
stop() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop EXIT INT TERM

# The storefront's /api proxy calls the API from this machine, passing the shopper's address on.
TRUSTED_PROXIES="${TRUSTED_PROXIES:-loopback}" PORT="$API_PORT" pnpm --filter ./examples/api start &
pids+=($!)
PORT="$SHOP_PORT" API_URL="$API_URL" pnpm --filter ./examples/storefront start >/dev/null &
pids+=($!)

wait_for() {
  local url="$1" name="$2"
  for _ in $(seq 1 120); do
    if node -e "fetch('$url').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"; then return 0; fi
    sleep 0.5
  done
  fail "$name did not answer at $url within 60 s."
}
wait_for "$API_URL/health" "The API"
wait_for "http://127.0.0.1:$SHOP_PORT/" "The storefront"

say "Matjar is open at http://localhost:$SHOP_PORT  (API: $API_URL). Press Ctrl+C to stop."
wait

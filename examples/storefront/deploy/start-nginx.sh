#!/usr/bin/env bash
# Starts nginx in the foreground as a caching proxy in front of the reference storefront, with
# nginx.conf.template beside this script.
# Usage: start-nginx.sh <listen address:port> <storefront address:port> [folder for its files]
# Example: start-nginx.sh 127.0.0.1:8080 127.0.0.1:3000
set -euo pipefail
listen="${1:?listen address:port, e.g. 127.0.0.1:8080}"
shop="${2:?storefront address:port, e.g. 127.0.0.1:3000}"
prefix="${3:-$(mktemp -d "${TMPDIR:-/tmp}/matjar-nginx.XXXXXX")}"
nginx="$(command -v nginx || echo /usr/sbin/nginx)"
[ -x "$nginx" ] || { echo "nginx is not installed (Debian: apt-get install nginx-light)" >&2; exit 127; }
mkdir -p "$prefix"
# nginx started as root serves from an unprivileged worker, which must reach its cache folder.
chmod 755 "$prefix"
sed -e "s|@LISTEN@|$listen|g" -e "s|@SHOP@|$shop|g" -e "s|@PREFIX@|$prefix|g" \
  "$(dirname "$0")/nginx.conf.template" > "$prefix/nginx.conf"
exec "$nginx" -p "$prefix" -c "$prefix/nginx.conf"

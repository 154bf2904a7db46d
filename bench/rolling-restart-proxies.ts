// The two nginx configurations of `pnpm bench:rolling-restart` (bench/rolling-restart.ts): the
// project's template with both storefronts in its upstream, and an upstream of the API replicas.
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')

/**
 * The API replicas behind one nginx upstream, as the shop's template does for the storefronts:
 * connections kept 60 s (the processes keep theirs 65 s), a refused connection tried on the next.
 */
export const apiBalancer = (apis: number[]) => (prefix: string, listen: string) =>
  `
worker_processes 1; daemon off; pid ${prefix}/nginx.pid; error_log stderr error;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client-body; proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  upstream matjar_api {
    ${apis.map((port) => `server 127.0.0.1:${port};`).join(' ')}
    keepalive 32;
    keepalive_timeout 60s;
  }
  server {
    listen ${listen};
    client_max_body_size 11m;
    proxy_connect_timeout 5s; proxy_read_timeout 60s; proxy_send_timeout 60s;
    location / {
      proxy_pass http://matjar_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
    }
  }
}`
/** The project's template, with both storefronts in its upstream. */
export const shopProxy = (shops: number[]) => (prefix: string, listen: string) => {
  const template = readFileSync(
    join(root, 'examples/storefront/deploy/nginx.conf.template'),
    'utf8',
  )
  const servers = shops.map((port) => `server 127.0.0.1:${port};`).join('\n    ')
  if (!template.includes('server @SHOP@;')) throw new Error('the template has no `server @SHOP@;`')
  mkdirSync(prefix, { recursive: true })
  return template
    .replace('server @SHOP@;', servers)
    .replaceAll('@LISTEN@', listen)
    .replaceAll('@PREFIX@', prefix)
    .replace('error_log stderr warn;', 'error_log stderr error;')
}

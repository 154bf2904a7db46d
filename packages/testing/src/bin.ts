#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { serveMemoryBackend } from './server.ts'

const USAGE = `Usage: matjar-memory-api [--port 4100] [--host 127.0.0.1] [--keep-sold-out]

Serves @matjar/testing's in-memory backend over HTTP: every call of the Storefront API answered
from the bilingual fixture shop, its pictures served here, no database. Give its address to the
shop (MATJAR_API_URL, or the provider's apiUrl). The shop's state lasts as long as the process.

  --port <n>        the port (4100; PORT when set)
  --host <address>  the interface (127.0.0.1)
  --keep-sold-out   keep the fixtures' sold-out product sold out (restocked by default)
`

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'keep-sold-out': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (values.help) {
  process.stdout.write(USAGE)
  process.exit(0)
}
const port = Number(values.port ?? process.env.PORT ?? 4100)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`Not a port: ${values.port ?? process.env.PORT}\n\n${USAGE}`)
  process.exit(2)
}
try {
  const served = await serveMemoryBackend({
    port,
    ...(values.host ? { host: values.host } : {}),
    restock: !values['keep-sold-out'],
  })
  process.stdout.write(`The in-memory Storefront API answers at ${served.url}\n`)
  const stop = () => void served.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`)
  process.exit(1)
}

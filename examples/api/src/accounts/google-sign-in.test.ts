import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { DatabaseHandle } from '../db/connect.ts'
import { silentLogger } from '../http/logger.ts'
import { createMemoryTransport } from '../mail/mail-transport.ts'
import { apiCaller, succeeded } from '../test/api-caller.ts'
import { signUpCustomer } from '../test/sign-up.ts'
import { openTestDatabase } from '../test/test-database.ts'
import { createGoogleVerifier } from './google-id-token.ts'

/** Google's part is played by a local key server: tokens are signed here with our own RSA key. */
const CLIENT_ID = 'matjar-shop.apps.googleusercontent.com'
const google = generateKeyPairSync('rsa', { modulusLength: 2048 })
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
const jwks = {
  keys: [{ ...google.publicKey.export({ format: 'jwk' }), kid: 'key-1', alg: 'RS256', use: 'sig' }],
}
const keyServer = createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json',
    'cache-control': 'public, max-age=3600',
  })
  res.end(JSON.stringify(jwks))
})

let database: DatabaseHandle
const mail = createMemoryTransport()
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve))
  const keysUrl = `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}/certs`
  database = await openTestDatabase()
  app = createApp({
    db: database.db,
    logger: silentLogger,
    mail,
    google: createGoogleVerifier({ clientId: CLIENT_ID, keysUrl }),
  })
})
afterAll(async () => {
  await database.close()
  await new Promise<void>((resolve) => keyServer.close(() => resolve()))
})

const now = () => Math.floor(Date.now() / 1000)
const token = (
  claims: Record<string, unknown>,
  key: KeyObject = google.privateKey,
  kid = 'key-1',
) => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const unsigned = `${part({ alg: 'RS256', kid, typ: 'JWT' })}.${part({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    iat: now(),
    exp: now() + 3600,
    sub: '1098765432',
    email: 'layla@example.com',
    email_verified: true,
    given_name: 'Layla',
    family_name: 'Omar',
    ...claims,
  })}`
  return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), key).toString('base64url')}`
}
const signIn = (idToken: string) =>
  apiCaller(app)('signInWithGoogle', { body: { id_token: idToken } })

describe('Google sign-in', () => {
  it('signs up on the first sign-in and finds the same account by sub afterwards', async () => {
    const first = await signIn(token({ sub: 'sub-1', email: 'first@example.com' }))
    expect(first.status).toBe(200)
    const { user } = succeeded(first).data
    expect(user).toMatchObject({
      email: 'first@example.com',
      first_name: 'Layla',
      email_verified: true,
      phone: null,
    })
    // Google may report a changed email; the sub still names the account.
    const again = await signIn(token({ sub: 'sub-1', email: 'renamed@example.com' }))
    expect(succeeded(again).data.user.id).toBe(user.id)
  })

  it('links an existing account of the same verified email', async () => {
    const { user } = await signUpCustomer(
      { app, mail },
      { user_name: 'mona', first_name: 'Mona', last_name: 'Adel', email: 'mona@example.com' },
    )
    const id = user.id
    const res = await signIn(token({ sub: 'sub-mona', email: 'mona@example.com' }))
    expect(succeeded(res).data.user.id).toBe(id)
    const unverified = await signIn(
      token({ sub: 'sub-other', email: 'mona@example.com', email_verified: false }),
    )
    expect(unverified.status).toBe(409)
  })

  it('refuses a token for another audience, from another issuer, expired, or signed by another key', async () => {
    const statuses = await Promise.all(
      [
        token({ aud: 'someone-else.apps.googleusercontent.com' }),
        token({ iss: 'https://evil.example' }),
        token({ exp: now() - 3600, iat: now() - 7200 }),
        token({}, stranger.privateKey),
        token({}, google.privateKey, 'unknown-key'),
        'not.a.jwt',
      ].map(async (idToken) => (await signIn(idToken)).status),
    )
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401])
  })

  it('answers 404 when the shop has no Google client id', async () => {
    const plain = createApp({ db: database.db, logger: silentLogger })
    const res = await apiCaller(plain)('signInWithGoogle', { body: { id_token: token({}) } })
    expect(res.status).toBe(404)
  })
})

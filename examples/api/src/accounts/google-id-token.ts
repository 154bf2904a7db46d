import { createPublicKey, type KeyObject, verify } from 'node:crypto'

export interface GoogleIdentity {
  sub: string
  email: string
  emailVerified: boolean
  givenName: string
  familyName: string
  picture: string | null
}

export interface GoogleVerifierOptions {
  /** The OAuth client id of the shop: tokens must be issued for it (`aud`). */
  clientId: string
  /** Where Google publishes its signing keys (JWKS); tests point it at a local server. */
  keysUrl: string
  fetch?: typeof fetch
  now?: () => number
}

const ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com'])
/** Clock skew tolerated on `exp` and `iat`. */
const SKEW_SECONDS = 60

const decodePart = (part: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  if (!value || typeof value !== 'object') throw new Error('not an object')
  return value as Record<string, unknown>
}

/**
 * Verifies a Google ID token (a JWT signed with RS256): its signature against Google's published
 * keys (fetched, then kept as long as the answer's max-age allows), its audience (the shop's
 * client id), its issuer and its expiry. Answers the identity, or null for any doubt.
 */
export const createGoogleVerifier = (options: GoogleVerifierOptions) => {
  const now = options.now ?? Date.now
  let keys = new Map<string, KeyObject>()
  let keysExpireAt = 0

  const loadKeys = async (): Promise<Map<string, KeyObject>> => {
    if (now() < keysExpireAt) return keys
    const res = await (options.fetch ?? fetch)(options.keysUrl)
    if (!res.ok) throw new Error(`Google keys answered ${res.status}`)
    const body = (await res.json()) as { keys?: (Record<string, string> & { kid?: string })[] }
    const next = new Map<string, KeyObject>()
    for (const jwk of body.keys ?? []) {
      if (jwk.kid && jwk.kty === 'RSA')
        next.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }))
    }
    const maxAge = /max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1]
    keys = next
    keysExpireAt = now() + (maxAge ? Number(maxAge) * 1000 : 60 * 60 * 1000)
    return keys
  }

  return async (idToken: string): Promise<GoogleIdentity | null> => {
    const parts = idToken.split('.')
    if (parts.length !== 3) return null
    const [head, body, signature] = parts as [string, string, string]
    let header: Record<string, unknown>
    let claims: Record<string, unknown>
    try {
      header = decodePart(head)
      claims = decodePart(body)
    } catch {
      return null
    }
    if (header.alg !== 'RS256' || typeof header.kid !== 'string') return null
    let key = (await loadKeys()).get(header.kid)
    if (!key) {
      // Google rotates its keys: a kid not seen yet may be new, so read the keys once more.
      keysExpireAt = 0
      key = (await loadKeys()).get(header.kid)
    }
    if (!key) return null
    const signed = verify(
      'RSA-SHA256',
      Buffer.from(`${head}.${body}`),
      key,
      Buffer.from(signature, 'base64url'),
    )
    if (!signed) return null

    const seconds = now() / 1000
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
    if (!audience.includes(options.clientId)) return null
    if (typeof claims.iss !== 'string' || !ISSUERS.has(claims.iss)) return null
    if (typeof claims.exp !== 'number' || claims.exp + SKEW_SECONDS < seconds) return null
    if (typeof claims.iat === 'number' && claims.iat - SKEW_SECONDS > seconds) return null
    if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') return null
    return {
      sub: claims.sub,
      email: claims.email.toLowerCase(),
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      givenName: typeof claims.given_name === 'string' ? claims.given_name : '',
      familyName: typeof claims.family_name === 'string' ? claims.family_name : '',
      picture: typeof claims.picture === 'string' ? claims.picture : null,
    }
  }
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>

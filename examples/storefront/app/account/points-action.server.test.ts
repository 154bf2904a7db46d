import { afterEach, describe, expect, it, vi } from 'vitest'
import { pointsAction } from './points-action.server.ts'

afterEach(() => vi.unstubAllGlobals())

describe('the points form', () => {
  it('sends a customer whose session expired to sign in (the cookie dropped), not a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Unauthenticated.' }, { status: 401 })),
    )
    const request = new Request('http://shop.test/ar/user-profile/points', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: '_token=expired',
      },
      body: new URLSearchParams({ intent: 'convert', points: '100', attempt: 'a1' }),
    })
    const thrown = await pointsAction(request).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    const answer = thrown as Response
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/ar/auth?redirect=%2Far%2Fuser-profile%2Fpoints')
    expect(answer.headers.get('Set-Cookie')).toMatch(/^_token=;/)
  })
})

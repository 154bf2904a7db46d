import { describe, expect, it } from 'vitest'
import { sampleUser } from '../contract/samples.ts'
import { sessionSchema } from '../contract/session.ts'
import { createMemoryCookieJar } from './cookie-jar.ts'
import { createMemoryStorage } from './key-value-storage.ts'
import { readStoredSession } from './stored-session.ts'

const storeWith = (raw: string) => {
  const storage = createMemoryStorage()
  storage.setItem('auth_data', raw)
  return { storage, cookies: createMemoryCookieJar(), logger: { warn: () => {} } }
}

describe('reading the stored sign-in (auth_data)', () => {
  it('gives back a stored session as the contract reads it', () => {
    const stored = { user: sampleUser, token: 'tok-1' }
    expect(readStoredSession(storeWith(JSON.stringify(stored)))).toEqual(
      sessionSchema.parse(stored),
    )
  })

  it('fills the defaults of a session stored without avatar or email_verified', () => {
    const { avatar: _avatar, email_verified: _verified, ...older } = sampleUser
    expect(readStoredSession(storeWith(JSON.stringify({ user: older, token: 'tok-1' })))).toEqual(
      sessionSchema.parse({ user: older, token: 'tok-1' }),
    )
  })

  it.each([
    ['not JSON', '{'],
    ['no token', JSON.stringify({ user: sampleUser })],
    ['an empty token', JSON.stringify({ user: sampleUser, token: '' })],
    ['no user', JSON.stringify({ token: 'tok-1' })],
    ['a user without an id', JSON.stringify({ user: { ...sampleUser, id: 'x' }, token: 'tok-1' })],
    [
      'a user without an email',
      JSON.stringify({ user: { ...sampleUser, email: null }, token: 't' }),
    ],
  ])('starts signed out, and clears what was stored, on %s', (_case, raw) => {
    const store = storeWith(raw)
    expect(readStoredSession(store)).toBeNull()
    expect(store.storage.getItem('auth_data')).toBeNull()
  })
})

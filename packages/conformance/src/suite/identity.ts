import type { Endpoint } from '@matjar/core/contract'
import type { Suite } from './suite.ts'

/** What a call sends to say who calls: a customer's bearer token, the staff's token, or neither. */
export interface Identity {
  token: string | null
  staffToken: string | null
}

const NOBODY: Identity = { token: null, staffToken: null }

/** The identity a call of this endpoint needs, or why the suite has none to give. */
export function identityFor(suite: Suite, endpoint: Endpoint): Identity | { missing: string } {
  const access: string = endpoint.access
  if (access === 'public' || access === 'guest-or-customer') return NOBODY
  if (access === 'customer') {
    return suite.session
      ? { ...NOBODY, token: suite.session.token }
      : { missing: suite.noSessionReason }
  }
  if (access === 'staff') {
    return suite.staffToken
      ? { ...NOBODY, staffToken: suite.staffToken }
      : { missing: 'its access is "staff": give --staff-token to check the back office' }
  }
  return { missing: `its access is "${access}": the kit has no such identity to play` }
}

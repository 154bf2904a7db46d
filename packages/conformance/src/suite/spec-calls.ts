import { randomUUID } from 'node:crypto'
import { type Answer, dataOf } from '../answer/answer.ts'
import { changeAndRefetch, lineQuantity, readCart } from './cart.ts'
import { customerRead } from './endpoints.ts'
import { expectStatus, failAt, type Suite, skip } from './suite.ts'

/**
 * Spec §7's cart calls for a guest, exactly: the cart read by `?uuid=`, add-to-cart and
 * remove-from-cart with the uuid in the body, and the cart read again after each change (the
 * storefront refetches instead of reading the change's answer).
 */
export async function checkGuestCalls(suite: Suite): Promise<void> {
  const product = suite.product
  const owner = { uuid: randomUUID() }
  const needs = () => {
    if (!product) skip(suite.noProductReason)
    return product!.id
  }
  let added = false
  await suite.check(
    'getCart',
    'spec-calls',
    'reads a new uuid as no cart (null, or no items)',
    async () => {
      const answer = await readCart(suite, owner)
      expectStatus(answer, 200)
      const cart = dataOf(answer) as { items?: unknown[] } | null
      if (cart !== null && (cart?.items?.length ?? 0) > 0) failAt(answer, 'a new cart has lines')
    },
  )
  await suite.check(
    'addToCart',
    'spec-calls',
    "adds to a guest's cart by uuid; the cart read next has the line",
    async () => {
      await changeAndRefetch(suite, 'addToCart', owner, needs(), 1, 1)
      added = true
    },
  )
  const after = (title: string, run: () => Promise<void>) =>
    suite.check(
      title.startsWith('remove') ? 'removeFromCart' : 'addToCart',
      'spec-calls',
      title,
      async () => {
        if (!added) skip('needs the first add to have worked')
        await run()
      },
    )
  await after("adds to the line's quantity when added again", () =>
    changeAndRefetch(suite, 'addToCart', owner, needs(), 2, 3),
  )
  await after('removes a quantity from the line; the cart read next shows it', () =>
    changeAndRefetch(suite, 'removeFromCart', owner, needs(), 1, 2),
  )
  await after('removes the line when its whole quantity is removed', () =>
    changeAndRefetch(suite, 'removeFromCart', owner, needs(), 2, 0),
  )
}

const favouriteMessage = (answer: Answer): string => {
  const data = dataOf(answer) as { message?: unknown } | undefined
  return typeof data?.message === 'string' ? data.message : ''
}

/**
 * The same calls for a customer (bearer, no uuid), the wishlist toggle (`data.message` says
 * "added" or "removed"), and logout, which ends the session: its token is refused afterwards.
 */
export async function checkCustomerCalls(suite: Suite): Promise<void> {
  const session = suite.session
  const product = suite.product
  const needs = () => {
    if (!session) skip(suite.noSessionReason)
    if (!product) skip(suite.noProductReason)
    return { token: session!.token, id: product!.id }
  }
  await suite.check(
    'addToCart',
    'spec-calls',
    "adds to a customer's cart by bearer; the cart read next has it",
    async () => {
      const { token, id } = needs()
      const before = lineQuantity(await readCart(suite, { token }), id)
      await changeAndRefetch(suite, 'addToCart', { token }, id, 1, before + 1)
      await changeAndRefetch(suite, 'removeFromCart', { token }, id, 1, before)
    },
  )
  await suite.check(
    'toggleWishlist',
    'spec-calls',
    'answers data.message with "added", then "removed"',
    async () => {
      const { token, id } = needs()
      const toggle = () =>
        suite.probe.call('toggleWishlist', { body: { product_id: id }, token, language: 'en' })
      const first = await toggle()
      expectStatus(first, 200)
      const second = await toggle()
      expectStatus(second, 200)
      const said = [favouriteMessage(first), favouriteMessage(second)]
      const expected = said[0]?.includes('removed') ? ['removed', 'added'] : ['added', 'removed']
      if (!said[0]?.includes(expected[0]!) || !said[1]?.includes(expected[1]!)) {
        failAt(
          second,
          `data.message said ${JSON.stringify(said[0])}, then ${JSON.stringify(said[1])}: expected "${expected[0]}", then "${expected[1]}"`,
        )
      }
    },
  )
  await suite.check(
    'logout',
    'spec-calls',
    'ends the session: its token is refused afterwards',
    async () => {
      if (!session) skip(suite.noSessionReason)
      if (!session!.own) skip('the session was given (--token): the kit does not end it')
      if (!suite.selected.has(customerRead())) {
        skip(`needs ${customerRead()}, which --only leaves out, to see the token refused`)
      }
      expectStatus(await suite.probe.call('logout', { token: session!.token }), 200)
      expectStatus(await suite.probe.call(customerRead(), { token: session!.token }), 401)
    },
  )
}

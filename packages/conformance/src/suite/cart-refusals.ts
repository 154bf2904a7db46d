import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { type Answer, fieldErrorsOf } from '../answer/answer.ts'
import { changeLine, type Owner } from './cart.ts'
import { expectStatus, failAt, type Suite, skip } from './suite.ts'

/** An id no shop has (the contract accepts it: a positive 32-bit integer). */
const UNKNOWN_PRODUCT = 999_999_999

const namesField = (answer: Answer, field: string) => {
  if (!(field in fieldErrorsOf(answer))) failAt(answer, `\`errors\` does not name ${field}`)
}

/**
 * A shopper's bad cart changes, refused with the contract's statuses (the add-to-cart errors
 * table): a quantity of 0 (422), more than the stock (402), an unknown product (404), a field the
 * body does not have, such as a price (422), an unreadable uuid (422).
 */
export async function checkCartRefusals(suite: Suite): Promise<void> {
  const owner: Owner = { uuid: randomUUID() }
  const needs = () => {
    if (!suite.product) skip(suite.noProductReason)
    return suite.product!
  }
  const body = endpoints.addToCart.body
  await suite.check(
    'addToCart',
    'refusals',
    'refuses a quantity of 0 with 422 naming quantity',
    async () => {
      const answer = await changeLine(suite, 'addToCart', owner, needs().id, 0)
      expectStatus(answer, 422)
      namesField(answer, 'quantity')
    },
  )
  await suite.check('addToCart', 'refusals', 'refuses more than the stock with 402', async () => {
    const { id, stock } = needs()
    const quantity = stock + 1
    if (!body.safeParse({ product_id: id, product_type: 'retail', quantity }).success) {
      skip(`the product's stock (${stock}) is above what one add may ask for`)
    }
    expectStatus(await changeLine(suite, 'addToCart', owner, id, quantity), 402)
  })
  await suite.check(
    'addToCart',
    'refusals',
    'refuses a product that does not exist with 404',
    async () => {
      expectStatus(await changeLine(suite, 'addToCart', owner, UNKNOWN_PRODUCT, 1), 404)
    },
  )
  await suite.check(
    'addToCart',
    'refusals',
    'refuses a field the body does not have (a price) with 422',
    async () => {
      const extra = { price: '0.01' }
      const sent = { product_id: needs().id, product_type: 'retail', quantity: 1, ...extra }
      if (body.safeParse(sent).success) skip('the contract lets the body carry a price')
      const answer = await changeLine(suite, 'addToCart', owner, needs().id, 1, extra)
      expectStatus(answer, 422)
      namesField(answer, 'price')
    },
  )
  await suite.check(
    'removeFromCart',
    'refusals',
    'refuses to remove a line the cart does not hold with 404',
    async () => {
      expectStatus(await changeLine(suite, 'removeFromCart', owner, needs().id, 1), 404)
    },
  )
  await suite.check(
    'getCart',
    'refusals',
    'refuses a uuid that is not one with 422 naming uuid',
    async () => {
      const query = { uuid: 'not-a-uuid' }
      if (endpoints.getCart.query.safeParse(query).success) skip('the contract reads any uuid')
      const answer = await suite.probe.call('getCart', { query })
      expectStatus(answer, 422)
      namesField(answer, 'uuid')
    },
  )
}

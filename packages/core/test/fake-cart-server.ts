import { StorefrontError } from '../src/client/storefront-error.ts'
import {
  type Cart,
  type CartLineRequest,
  cartLineRequestSchema,
  cartSchema,
} from '../src/contract/cart.ts'

interface Product {
  price: string
  price_before?: string
  stock: number
}

/**
 * An in-memory stand-in for the Storefront API's cart calls, with stock: the same rules as the
 * reference API (402 when short, price from the catalogue), so the cart can be driven through
 * real answers. `delay` lets a test decide when each answer arrives.
 */
export const createFakeCartServer = (
  catalogue: Record<number, Product>,
  delay: <T>(label: string, work: () => T) => Promise<T> = async (_, work) => work(),
) => {
  const carts = new Map<string, Map<string, { line: CartLineRequest; quantity: number }>>()
  const calls: string[] = []
  const keyOf = (line: CartLineRequest) =>
    `${line.product_id}:${line.product_type}:${line.selection_id ?? ''}`
  const cartOf = (uuid: string | undefined) => {
    const id = uuid ?? 'customer'
    const existing = carts.get(id)
    if (existing) return existing
    const created = new Map<string, { line: CartLineRequest; quantity: number }>()
    carts.set(id, created)
    return created
  }
  const snapshot = (uuid: string | undefined): Cart | null => {
    const lines = [...cartOf(uuid).values()]
    if (lines.length === 0) return null
    const items = lines.map(({ line, quantity }) => {
      const product = catalogue[line.product_id]!
      return {
        product_id: line.product_id,
        product_type: line.product_type,
        selection_id: line.selection_id ?? null,
        quantity,
        price: product.price,
        price_before: product.price_before ?? null,
        discount_text: product.price_before ? 'sale' : null,
      }
    })
    const subtotal = items.reduce(
      (sum, item) => sum + Math.round(Number(item.price) * 100) * item.quantity,
      0,
    )
    return cartSchema.parse({
      items,
      total_item_count: items.reduce((sum, item) => sum + item.quantity, 0),
      sub_total: (subtotal / 100).toFixed(2),
      total_price: (subtotal / 100).toFixed(2),
    })
  }

  const client = {
    call: (_name: 'getCart', input?: { query?: { uuid?: string } }) =>
      delay('read', () => {
        calls.push('read')
        return { message: '', data: snapshot(input?.query?.uuid) }
      }),
    // Bodies are checked against the contract, as the real client does before sending.
    addToCart: (line: CartLineRequest) =>
      delay(`add ${cartLineRequestSchema.parse(line).product_id}×${line.quantity}`, () => {
        calls.push(`add ${line.product_id}×${line.quantity}`)
        const product = catalogue[line.product_id]
        if (!product) throw new StorefrontError('Not found', 404)
        const cart = cartOf(line.uuid)
        const existing = cart.get(keyOf(line))?.quantity ?? 0
        if (existing + line.quantity > product.stock) {
          throw new StorefrontError('Only a few left', 402)
        }
        cart.set(keyOf(line), { line, quantity: existing + line.quantity })
      }),
    removeFromCart: (line: CartLineRequest) =>
      delay(`remove ${cartLineRequestSchema.parse(line).product_id}×${line.quantity}`, () => {
        calls.push(`remove ${line.product_id}×${line.quantity}`)
        const cart = cartOf(line.uuid)
        const existing = cart.get(keyOf(line))
        if (!existing) throw new StorefrontError('Not in cart', 404)
        const quantity = existing.quantity - line.quantity
        if (quantity > 0) cart.set(keyOf(line), { line, quantity })
        else cart.delete(keyOf(line))
      }),
  }
  return { client, calls, snapshot }
}

import type { StorefrontClient } from '../client/create-storefront-client.ts'
import type { Cart } from '../contract/cart.ts'

/** Who the cart belongs to: the bearer token for a customer, the guest's cart id otherwise. */
export interface CartOwner {
  client: Pick<StorefrontClient, 'call'>
  /** The guest's cart id: `read` for reads and removals, `ensure` (creates one) for additions. */
  guestCartId: { read(): string | null; ensure(): string }
  /** True when a customer is signed in: the bearer token then names the cart. */
  isCustomer: () => boolean
}

/** The `uuid` a guest's calls carry (made on a guest's first addition), none for a customer. */
export const cartIdentity = (owner: CartOwner, create: boolean): { uuid?: string } => {
  if (owner.isCustomer()) return {}
  const uuid = create ? owner.guestCartId.ensure() : owner.guestCartId.read()
  return uuid ? { uuid } : {}
}

/** The server's cart (spec §7: `GET /data/product/cart`); null when there is none. */
export const readCart = async (owner: CartOwner): Promise<Cart | null> => {
  const { uuid } = cartIdentity(owner, false)
  const answer = await owner.client.call('getCart', { query: uuid ? { uuid } : {} })
  return answer.data ?? null
}

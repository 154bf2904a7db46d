import { accountEndpoints } from './account-endpoints.ts'
import { addressEndpoints } from './address-endpoints.ts'
import { cartEndpoints } from './cart-endpoints.ts'
import { catalogueEndpoints } from './catalogue-endpoints.ts'
import { checkoutEndpoints } from './checkout-endpoints.ts'
import { contentEndpoints } from './content-endpoints.ts'
import { defineEndpoints } from './endpoint.ts'
import { orderEndpoints } from './order-endpoints.ts'
import { pointsEndpoints } from './points-endpoints.ts'
import { shopEndpoints } from './shop-endpoints.ts'
import { walletEndpoints } from './wallet-endpoints.ts'
import { wishlistEndpoints } from './wishlist-endpoints.ts'

export type { ApiTag, Endpoint, EndpointAccess } from './endpoint.ts'

/** The endpoint tables of each part of the shop, in the order the reference lists them. */
export const endpointFamilies = [
  cartEndpoints,
  checkoutEndpoints,
  accountEndpoints,
  addressEndpoints,
  wishlistEndpoints,
  orderEndpoints,
  walletEndpoints,
  pointsEndpoints,
  catalogueEndpoints,
  shopEndpoints,
  contentEndpoints,
] as const

/**
 * The endpoint table: one source of truth for the client, the reference API and the OpenAPI
 * document. The five calls of spec §7 keep their exact methods, paths and bodies.
 */
export const endpoints = defineEndpoints({
  ...cartEndpoints,
  ...checkoutEndpoints,
  ...accountEndpoints,
  ...addressEndpoints,
  ...wishlistEndpoints,
  ...orderEndpoints,
  ...walletEndpoints,
  ...pointsEndpoints,
  ...catalogueEndpoints,
  ...shopEndpoints,
  ...contentEndpoints,
})

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints

import { accountEndpoints } from './account-endpoints.ts'
import { addressEndpoints } from './address-endpoints.ts'
import { cartEndpoints } from './cart-endpoints.ts'
import { catalogueEndpoints } from './catalogue-endpoints.ts'
import { checkoutEndpoints } from './checkout-endpoints.ts'
import { contentEndpoints } from './content-endpoints.ts'
import { defineEndpoints, type Endpoint } from './endpoint.ts'
import { orderEndpoints } from './order-endpoints.ts'
import { pointsEndpoints } from './points-endpoints.ts'
import { shopEndpoints } from './shop-endpoints.ts'
import { staffEndpoints } from './staff-endpoints.ts'
import { walletEndpoints } from './wallet-endpoints.ts'
import { wishlistEndpoints } from './wishlist-endpoints.ts'

export type { Endpoint, EndpointAccess } from './endpoint.ts'

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
  staffEndpoints,
] as const

/** The families' tables as one: each family's calls, by name. */
type Joined<T extends readonly object[]> = T extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Joined<Rest>
  : unknown
type Flat<T> = { [K in keyof T]: T[K] }

/**
 * The endpoint table: one source of truth for the client, the reference API and the OpenAPI
 * document, put together from the families above (a new family is one line there). The five
 * calls of spec §7 keep their exact methods, paths and bodies.
 */
export const endpoints = defineEndpoints(
  Object.assign({}, ...endpointFamilies) as Flat<Joined<typeof endpointFamilies>>,
)

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints

const pathsOf = (change: 'starts' | 'ends') =>
  (Object.values(endpoints) as Endpoint[])
    .filter((endpoint) => endpoint.session === change)
    .map((endpoint) => endpoint.path)

/**
 * The calls that change who is signed in, from the table's `session` marks: `starts` answer a new
 * session with its bearer token, `ends` revoke the caller's. A proxy that keeps the token from
 * page scripts (the reference storefront's) decides on these and on nothing else.
 */
export const sessionPaths: {
  readonly starts: readonly string[]
  readonly ends: readonly string[]
} = { starts: pathsOf('starts'), ends: pathsOf('ends') }

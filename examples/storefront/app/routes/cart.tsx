import type { Order } from '@matjar/core'
import { csrfFormToken } from '@matjar/core/server'
import { EmptyState, Skeleton } from '@matjar/ui'
import { useState } from 'react'
import { data, useRouteLoaderData } from 'react-router'
import { apiFor } from '../api.server.ts'
import { CartLines } from '../cart/CartLines.tsx'
import { CartTotals } from '../cart/CartTotals.tsx'
import { CheckoutForm } from '../cart/CheckoutForm.tsx'
import { cartAction } from '../cart/cart-action.server.ts'
import { cartOfRequest } from '../cart/cart-form.server.ts'
import { CartPageContext, useCartPage, useShownCart } from '../cart/cart-page.ts'
import { OrderConfirmation } from '../cart/OrderConfirmation.tsx'
import { PromoCodeForm } from '../cart/PromoCodeForm.tsx'
import { ShopLink } from '../components/ShopLink.tsx'
import { cartMessages } from '../messages/cart.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import type { loader as rootLoader } from '../root.tsx'
import { readShopRequest } from '../session/read-request.server.ts'
import { phoneCountryOf } from '../session/visitor-country.server.ts'
import type { Route } from './+types/cart'

export async function loader({ request }: Route.LoaderArgs) {
  const api = apiFor(request)
  const shop = await readShopRequest(request)
  // For the forms without JavaScript: the cart (the customer's, or the guest cart of the
  // `guest-cart-uiid` cookie), a customer's saved addresses, the CSRF token and the attempt key.
  const [branches, places, serverCart, saved] = await Promise.all([
    api.call('listBranches'),
    api.call('listPlaces'),
    cartOfRequest(request, shop.client, shop.signedIn),
    shop.signedIn
      ? shop.client.call('listAddresses').then(
          (answer) => answer.data,
          () => [],
        )
      : [],
  ])
  const csrf = csrfFormToken(request)
  return data(
    {
      branches: branches.data,
      places: places.data,
      serverCart,
      saved,
      csrfToken: csrf.token,
      attempt: crypto.randomUUID(),
      // The checkout's phone starts on the visitor's country.
      visitorCountry: phoneCountryOf(request),
    },
    csrf.setCookie ? { headers: { 'Set-Cookie': csrf.setCookie } } : {},
  )
}

export const action = ({ request }: Route.ActionArgs) => cartAction(request)

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaWords(matches)
  return [{ title: `${t('yourCart')} | ${t('shopName')}` }, { name: 'robots', content: 'noindex' }]
}

/**
 * `/cart`: the lines, totals and promo code, then the checkout; the confirmation once placed.
 * Without JavaScript the lines and the checkout are forms of this route's action.
 */
export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { serverCart, saved, csrfToken, attempt } = loaderData
  return (
    <CartPageContext.Provider value={{ serverCart, saved, csrfToken, attempt, answer: actionData }}>
      <CartContent loaderData={loaderData} />
    </CartPageContext.Provider>
  )
}

function CartContent({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const cart = useShownCart()
  const { answer } = useCartPage()
  const placed = answer?.order
  // A line the action could not add or change (the checkout's refusals show in its form).
  const problem =
    answer?.problem && !answer.values ? (
      <p role="alert" className="shop-form-error">
        {answer.problem}
      </p>
    ) : null
  const t = useT(cartMessages)
  const shop = useT(shopMessages)
  // The shop's free-shipping threshold, from the root's settings.
  const freeAbove = useRouteLoaderData<typeof rootLoader>('root')?.settings?.shipping?.free_above
  const [order, setOrder] = useState<Order | null>(null)

  const shown = order ?? placed
  if (shown) return <OrderConfirmation order={shown} />

  // Without the `guest-cart-uiid` cookie the server knows no guest cart: until the browser has
  // read the cart from its own copy of the id,
  // a placeholder as tall as the screen keeps everything below still when they arrive (CLS 0).
  if (!cart.isLoaded) {
    return (
      <section className="shop-cart-loading" aria-busy="true" aria-label={shop('yourCart')}>
        <h1>{shop('yourCart')}</h1>
        <Skeleton blockSize="3rem" />
        <Skeleton blockSize="3rem" />
        <Skeleton blockSize="12rem" />
      </section>
    )
  }

  if (cart.isEmpty) {
    return (
      // As tall as the placeholder before it: the footer does not jump up into view (CLS 0).
      <>
        {problem}
        <EmptyState
          className="shop-cart-empty"
          title={shop('yourCart')}
          description={t('emptyCart')}
          action={
            <ShopLink className="matjar-button" to="/products">
              {shop('browse')}
            </ShopLink>
          }
        />
      </>
    )
  }

  return (
    <div className="shop-cart">
      <section aria-labelledby="cart-title">
        <h1 id="cart-title">{shop('yourCart')}</h1>
        {problem}
        <CartLines />
        <CartTotals freeAbove={freeAbove} />
        <PromoCodeForm />
      </section>
      <CheckoutForm branches={loaderData.branches} places={loaderData.places} onPlaced={setOrder} />
    </div>
  )
}

import type { Order } from '@matjar/core'
import { useCart } from '@matjar/react'
import { EmptyState, Skeleton } from '@matjar/ui'
import { useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { apiFor } from '../api.server.ts'
import { CartLines } from '../cart/CartLines.tsx'
import { CartTotals } from '../cart/CartTotals.tsx'
import { CheckoutForm } from '../cart/CheckoutForm.tsx'
import { OrderConfirmation } from '../cart/OrderConfirmation.tsx'
import { PromoCodeForm } from '../cart/PromoCodeForm.tsx'
import { ShopLink } from '../components/ShopLink.tsx'
import { cartMessages } from '../messages/cart.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import type { loader as rootLoader } from '../root.tsx'
import { phoneCountryOf } from '../session/visitor-country.server.ts'
import type { Route } from './+types/cart'

export async function loader({ request }: Route.LoaderArgs) {
  const api = apiFor(request)
  const [branches, places] = await Promise.all([api.call('listBranches'), api.call('listPlaces')])
  // The checkout's phone starts on the visitor's country.
  return { branches: branches.data, places: places.data, visitorCountry: phoneCountryOf(request) }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaWords(matches)
  return [{ title: `${t('yourCart')} | ${t('shopName')}` }, { name: 'robots', content: 'noindex' }]
}

/** `/cart`: the lines, totals and promo code, then the checkout; the confirmation once placed. */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  const cart = useCart()
  const t = useT(cartMessages)
  const shop = useT(shopMessages)
  // The shop's free-shipping threshold, from the root's settings.
  const freeAbove = useRouteLoaderData<typeof rootLoader>('root')?.settings?.shipping?.free_above
  const [order, setOrder] = useState<Order | null>(null)

  if (order) return <OrderConfirmation order={order} />

  // The guest's cart id lives in the browser, so the server renders the cart before its lines:
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
    )
  }

  return (
    <div className="shop-cart">
      <section aria-labelledby="cart-title">
        <h1 id="cart-title">{shop('yourCart')}</h1>
        <CartLines />
        <CartTotals freeAbove={freeAbove} />
        <PromoCodeForm />
      </section>
      <CheckoutForm branches={loaderData.branches} places={loaderData.places} onPlaced={setOrder} />
    </div>
  )
}

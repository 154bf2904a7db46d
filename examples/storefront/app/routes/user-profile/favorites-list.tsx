import type { ProductSummary } from '@matjar/core'
import { useWishlist } from '@matjar/react'
import { useState } from 'react'
import { AccountEmpty } from '../../account/AccountEmpty.tsx'
import { loadAsCustomer } from '../../account/account.server.ts'
import { accountTitle } from '../../account/account-meta.ts'
import { SectionError } from '../../account/SectionError.tsx'
import { ProductGrid } from '../../components/ProductGrid.tsx'
import { ShopLink } from '../../components/ShopLink.tsx'
import { accountMessages } from '../../messages/account.ts'
import { shopMessages } from '../../messages/shop.ts'
import { useT } from '../../messages/use-t.ts'
import { fitCards, PICTURE_SIZES } from '../../picture-sizes.ts'
import type { Route } from './+types/favorites-list'

export const loader = ({ request }: Route.LoaderArgs) =>
  loadAsCustomer(request, async (api) => ({
    products: fitCards(
      (await api.call('listWishlist', { query: { per_page: 100 } })).data.items,
      PICTURE_SIZES.gridCard.widest,
    ),
  }))

export function ErrorBoundary() {
  return <SectionError failure="error_page.load_failed" />
}

export const meta: Route.MetaFunction = ({ matches }) => accountTitle(matches, 'favourites')

/**
 * `/user-profile/favorites-list`: the wishlist as the server keeps it. Taking a product out hides
 * it at once; if the server refuses, it comes back.
 */
export default function FavoritesList({ loaderData }: Route.ComponentProps) {
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  const wishlist = useWishlist()
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set())
  const shown = loaderData.products.filter((product) => !removed.has(product.id))
  const takeOut = async (product: ProductSummary) => {
    setRemoved((ids) => new Set(ids).add(product.id))
    const result = await wishlist.toggle(product.id, product)
    if (!result.ok || result.isFavourite) {
      setRemoved((ids) => {
        const back = new Set(ids)
        back.delete(product.id)
        return back
      })
    }
  }
  return (
    <section aria-labelledby="favourites-title">
      <h1 id="favourites-title">{shop('favourites')}</h1>
      {shown.length === 0 ? (
        <AccountEmpty
          action={
            <ShopLink className="matjar-button" to="/products">
              {t('browseProducts')}
            </ShopLink>
          }
        >
          {t('noFavourites')}
        </AccountEmpty>
      ) : (
        <ProductGrid products={shown} headingLevel={2} onWishlistToggle={takeOut} />
      )}
    </section>
  )
}

import { sdkMessages } from '@matjar/core'
import { useSearchParams } from 'react-router'
import { ShopLink } from '../components/ShopLink.tsx'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'

/**
 * "Added to cart" after Add to cart was posted without JavaScript (the cart's action sends the
 * shopper back with `?added=1`); with JavaScript a toast says it instead.
 */
export function AddedNotice() {
  const [search] = useSearchParams()
  const sdk = useT(sdkMessages)
  const shop = useT(shopMessages)
  if (search.get('added') !== '1') return null
  return (
    <p role="status" className="shop-added">
      {sdk('cart.added')}. <ShopLink to="/cart">{shop('yourCart')}</ShopLink>
    </p>
  )
}

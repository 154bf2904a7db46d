import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { ShopLink } from './ShopLink.tsx'

/** Where the query goes in the message: a character no message or query contains. */
const PLACE = '\u0000'

/**
 * "Did you mean coffee?" on a search's results, when a word typed was not the shop's (the API's
 * `did_you_mean`): the link searches the shop's spelling.
 */
export function DidYouMean({ query }: { query: string }) {
  const shop = useT(shopMessages)
  const [before = '', after = ''] = shop('didYouMean', { q: PLACE }).split(PLACE)
  return (
    <p className="shop-did-you-mean">
      {before}
      <ShopLink to={`/products?${new URLSearchParams({ q: query })}`}>{query}</ShopLink>
      {after}
    </p>
  )
}

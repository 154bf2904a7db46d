import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaWords(matches)
  return [{ title: t('shopName') }, { name: 'description', content: t('tagline') }]
}

export default function Home() {
  const t = useT(shopMessages)
  return (
    <section className="shop-hero">
      <h1>{t('welcome')}</h1>
      <p>{t('tagline')}</p>
    </section>
  )
}

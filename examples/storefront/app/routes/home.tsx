import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import { metaAddresses, socialMeta } from '../seo/page-meta.ts'
import { organizationJsonLd } from '../seo/structured-data.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = metaWords(matches)
  const at = metaAddresses({ matches, location })
  return [
    { title: t('shopName') },
    { name: 'description', content: t('tagline') },
    ...socialMeta({
      title: t('shopName'),
      description: t('tagline'),
      url: at.page,
      language: at.language,
      siteName: t('shopName'),
    }),
    {
      'script:ld+json': organizationJsonLd({
        name: t('shopName'),
        url: at.shop('/'),
        logo: at.file('/favicon.svg'),
        email: at.settings?.contact_email ?? null,
        phone: at.settings?.contact_phone ?? null,
      }),
    },
  ]
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

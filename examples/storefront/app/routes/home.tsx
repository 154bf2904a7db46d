import { apiFor } from '../api.server.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import { metaAddresses, socialMeta } from '../seo/page-meta.ts'
import { organizationJsonLd } from '../seo/structured-data.ts'
import { HomeSection } from '../shop-front/HomeSection.tsx'
import { homeAsDrawn } from '../shop-front/home-as-drawn.ts'
import type { Route } from './+types/home'

/** The home page: the API's sections (banners, categories, offers …) in the order it gives. */
export async function loader({ request }: Route.LoaderArgs) {
  const home = await apiFor(request).call('getHome')
  return { sections: home.data.sections.map(homeAsDrawn) }
}

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

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT(shopMessages)
  return (
    <div className="shop-home">
      <h1 className="matjar-visually-hidden">{t('welcome')}</h1>
      {loaderData.sections.map((section, index) => (
        <HomeSection
          // One section of each type; product rows differ by their kind.
          key={section.type === 'products' ? section.kind : section.type}
          section={section}
          index={index}
        />
      ))}
    </div>
  )
}

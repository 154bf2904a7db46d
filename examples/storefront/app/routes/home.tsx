import { useLocale } from '@matjar/react'
import { apiFor } from '../api.server.ts'
import { languageFromRequest } from '../language.ts'
import { usePreconnectToMedia } from '../media.ts'
import { translate } from '../messages.ts'
import { HomeSection } from '../shop-front/HomeSection.tsx'
import { translateShopFront } from '../shop-front/shop-front-messages.ts'
import '../shop-front/shop-front.css'
import type { Route } from './+types/home'

/** The home page: the API's sections (banners, categories, offers …) in the order it gives. */
export async function loader({ request }: Route.LoaderArgs) {
  const home = await apiFor(request).call('getHome')
  return { language: languageFromRequest(request), sections: home.data.sections }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const language = loaderData?.language ?? 'en'
  return [
    { title: translate(language, 'shopName') },
    { name: 'description', content: translate(language, 'tagline') },
  ]
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  usePreconnectToMedia()
  return (
    <div className="shop-home">
      <h1 className="matjar-visually-hidden">{translateShopFront(language, 'welcome')}</h1>
      {loaderData.sections.map((section, index) => (
        <HomeSection
          // One section of each type; product rows differ by their kind.
          key={section.type === 'products' ? section.kind : section.type}
          section={section}
          index={index}
          language={language}
        />
      ))}
    </div>
  )
}

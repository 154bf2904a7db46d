import { useLocale } from '@matjar/react'
import { translate } from '../messages.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => {
  const language =
    (matches[0]?.loaderData as { language?: 'en' | 'ar' } | undefined)?.language ?? 'en'
  return [
    { title: translate(language, 'shopName') },
    { name: 'description', content: translate(language, 'tagline') },
  ]
}

export default function Home() {
  const { language } = useLocale()
  return (
    <section className="shop-hero">
      <h1>{translate(language, 'welcome')}</h1>
      <p>{translate(language, 'tagline')}</p>
    </section>
  )
}

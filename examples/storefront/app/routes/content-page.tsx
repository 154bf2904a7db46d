import { pathWithoutLanguage } from '@matjar/core'
import { useLocale } from '@matjar/react'
import { data } from 'react-router'
import { apiFor, notFoundWhenMissing } from '../api.server.ts'
import { PlainText } from '../content/PlainText.tsx'
import { formatDate } from '../dates.ts'
import { contentMessages } from '../messages/content.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import type { Route } from './+types/content-page'

/** The fixed content routes and the page each shows. */
const slugByPath: Record<string, string> = {
  '/about': 'about',
  '/services': 'services',
  '/terms': 'terms',
  '/privacy': 'privacy',
}

/**
 * `/about`, `/services`, `/terms`, `/privacy`, and `/page?slug=…` for any other page the shop
 * writes. The body is plain text from the API, rendered as paragraphs.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const slug = slugByPath[pathWithoutLanguage(url.pathname)] ?? url.searchParams.get('slug')
  if (!slug) throw data(`Page Not Found: ${url.pathname}`, { status: 404 })
  const page = await apiFor(request)
    .call('getPage', { params: { slug } })
    .catch(notFoundWhenMissing)
  return { page: page.data }
}

export const meta: Route.MetaFunction = ({ loaderData: screen, matches }) =>
  screen
    ? [
        { title: `${screen.page.title} | ${metaWords(matches)('shopName')}` },
        { name: 'description', content: screen.page.body.slice(0, 160) },
      ]
    : []

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const t = useT(contentMessages)
  const { page } = loaderData
  return (
    <article className="shop-content">
      <h1>{page.title}</h1>
      <PlainText text={page.body} />
      <p className="shop-muted">
        <time dateTime={page.updated_at}>
          {t('updatedOn', { date: formatDate(language, page.updated_at) })}
        </time>
      </p>
    </article>
  )
}

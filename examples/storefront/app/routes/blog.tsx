import { useLocale } from '@matjar/react'
import { Image } from '@matjar/ui'
import { apiFor, notFoundWhenMissing } from '../api.server.ts'
import { ShopLink } from '../components/ShopLink.tsx'
import { PlainText } from '../content/PlainText.tsx'
import { formatDate } from '../dates.ts'
import { contentMessages } from '../messages/content.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import { metaAddresses, socialMeta } from '../seo/page-meta.ts'
import type { Route } from './+types/blog'

/** `/blogs/{slug}`: one post, its body rendered as plain-text paragraphs. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const post = await apiFor(request)
    .call('getBlog', { params: { slug: params.slug } })
    .catch(notFoundWhenMissing)
  return { post: post.data }
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches, location }) => {
  if (!page) return []
  const t = metaWords(matches)
  const at = metaAddresses({ matches, location })
  const { post } = page
  const title = `${post.title} | ${t('shopName')}`
  return [
    { title },
    { name: 'description', content: post.excerpt },
    ...socialMeta({
      title,
      description: post.excerpt,
      url: at.page,
      language: at.language,
      siteName: t('shopName'),
      type: 'article',
      image: post.cover_image
        ? { url: at.picture(post.cover_image.url), alt: post.cover_image.alt }
        : null,
    }),
  ]
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const t = useT(contentMessages)
  const { post } = loaderData
  return (
    <article className="shop-content">
      <p>
        <ShopLink to="/blogs">{t('backToBlogs')}</ShopLink>
      </p>
      <h1>{post.title}</h1>
      <p className="shop-muted">
        <time dateTime={post.published_at}>
          {t('publishedOn', { date: formatDate(language, post.published_at) })}
        </time>
      </p>
      {post.cover_image ? (
        // The post's largest picture, on its first screen.
        <Image
          className="shop-content-cover"
          image={post.cover_image}
          sizes="(min-width: 48rem) 48rem, calc(100vw - 3rem)"
          alt=""
          priority
        />
      ) : null}
      <PlainText text={post.body} />
    </article>
  )
}

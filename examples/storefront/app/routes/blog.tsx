import { useLocale } from '@matjar/react'
import { Image } from '@matjar/ui'
import { Link } from 'react-router'
import { apiFor, notFoundWhenMissing } from '../api.server.ts'
import { translateContent } from '../content/content-messages.ts'
import { PlainText } from '../content/PlainText.tsx'
import { formatDate } from '../dates.ts'
import { languageFromRequest } from '../language.ts'
import { useMediaImage } from '../media.ts'
import { translate } from '../messages.ts'
import '../content/content.css'
import type { Route } from './+types/blog'

/** `/blogs/{slug}`: one post, its body rendered as plain-text paragraphs. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const post = await apiFor(request)
    .call('getBlog', { params: { slug: params.slug } })
    .catch(notFoundWhenMissing)
  return { language: languageFromRequest(request), post: post.data }
}

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page
    ? [
        { title: `${page.post.title} | ${translate(page.language, 'shopName')}` },
        { name: 'description', content: page.post.excerpt },
      ]
    : []

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const mediaImage = useMediaImage()
  const { post } = loaderData
  return (
    <article className="shop-content">
      <p>
        <Link to="/blogs">{translateContent(language, 'backToBlogs')}</Link>
      </p>
      <h1>{post.title}</h1>
      <p className="shop-muted">
        <time dateTime={post.published_at}>
          {translateContent(language, 'publishedOn', {
            date: formatDate(language, post.published_at),
          })}
        </time>
      </p>
      {post.cover_image ? (
        // The post's largest picture, on its first screen.
        <Image
          className="shop-content-cover"
          image={mediaImage(post.cover_image)}
          sizes="(min-width: 48rem) 48rem, calc(100vw - 3rem)"
          alt=""
          priority
        />
      ) : null}
      <PlainText text={post.body} />
    </article>
  )
}

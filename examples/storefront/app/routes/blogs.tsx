import { useLocale } from '@matjar/react'
import { EmptyState, Image, Pagination } from '@matjar/ui'
import { Link, useNavigate } from 'react-router'
import { apiFor } from '../api.server.ts'
import { translateContent } from '../content/content-messages.ts'
import { formatDate } from '../dates.ts'
import { languageFromRequest } from '../language.ts'
import { useMediaImage } from '../media.ts'
import { translate } from '../messages.ts'
import '../content/content.css'
import type { Route } from './+types/blogs'

/** `/blogs`: the shop's posts, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get('page') ?? 1) || 1
  const posts = await apiFor(request).call('listBlogs', { query: { page, per_page: 12 } })
  return { language: languageFromRequest(request), posts: posts.data }
}

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page
    ? [
        {
          title: `${translateContent(page.language, 'blogs')} | ${translate(page.language, 'shopName')}`,
        },
        { name: 'description', content: translateContent(page.language, 'blogsIntro') },
      ]
    : []

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const navigate = useNavigate()
  const mediaImage = useMediaImage()
  const { posts } = loaderData
  return (
    <div className="shop-content">
      <header className="shop-listing-head">
        <h1>{translateContent(language, 'blogs')}</h1>
        <p>{translateContent(language, 'blogsIntro')}</p>
      </header>
      {posts.items.length === 0 ? (
        <EmptyState
          title={translateContent(language, 'noBlogs')}
          action={<Link to="/products">{translate(language, 'browse')}</Link>}
        />
      ) : (
        <ul className="shop-blog-list">
          {posts.items.map((post) => (
            <li key={post.slug} className="shop-blog-card">
              {post.cover_image ? (
                <Image
                  image={mediaImage(post.cover_image)}
                  sizes="(min-width: 48rem) 22rem, calc(100vw - 5rem)"
                  alt=""
                />
              ) : null}
              <h2>
                <Link to={`/blogs/${post.slug}`}>{post.title}</Link>
              </h2>
              <p className="shop-muted">
                <time dateTime={post.published_at}>{formatDate(language, post.published_at)}</time>
              </p>
              <p>{post.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      {posts.meta.last_page > 1 ? (
        <Pagination
          page={posts.meta.page}
          lastPage={posts.meta.last_page}
          onPage={(page) => navigate(`?page=${page}`)}
          hrefOf={(page) => `?page=${page}`}
          language={language}
        />
      ) : null}
    </div>
  )
}

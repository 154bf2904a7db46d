import { useLocale } from '@matjar/react'
import { EmptyState, Pagination } from '@matjar/ui'
import { Link, useNavigate } from 'react-router'
import { apiFor } from '../api.server.ts'
import { BlogCard } from '../content/BlogCard.tsx'
import { translateContent } from '../content/content-messages.ts'
import { languageFromRequest } from '../language.ts'
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
            <BlogCard key={post.slug} post={post} language={language} headingLevel={2} />
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

import { EmptyState, Pagination } from '@matjar/ui'
import { useNavigate } from 'react-router'
import { apiFor } from '../api.server.ts'
import { ShopLink } from '../components/ShopLink.tsx'
import { BlogCard } from '../content/BlogCard.tsx'
import { contentMessages } from '../messages/content.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import { pageNumber } from '../route-values.ts'
import type { Route } from './+types/blogs'

/** `/blogs`: the shop's posts, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get('page'))
  const posts = await apiFor(request).call('listBlogs', { query: { page, per_page: 12 } })
  return { posts: posts.data }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaWords(matches)
  return [
    { title: `${t('blogs')} | ${t('shopName')}` },
    { name: 'description', content: t('blogsIntro') },
  ]
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const t = useT(contentMessages)
  const shop = useT(shopMessages)
  const navigate = useNavigate()
  const { posts } = loaderData
  return (
    <div className="shop-content">
      <header className="shop-listing-head">
        <h1>{shop('blogs')}</h1>
        <p>{shop('blogsIntro')}</p>
      </header>
      {posts.items.length === 0 ? (
        <EmptyState
          title={t('noBlogs')}
          action={<ShopLink to="/products">{shop('browse')}</ShopLink>}
        />
      ) : (
        <ul className="shop-blog-list">
          {posts.items.map((post) => (
            <BlogCard key={post.slug} post={post} headingLevel={2} />
          ))}
        </ul>
      )}
      {posts.meta.last_page > 1 ? (
        <Pagination
          page={posts.meta.page}
          lastPage={posts.meta.last_page}
          onPage={(page) => navigate(`?page=${page}`)}
          hrefOf={(page) => `?page=${page}`}
        />
      ) : null}
    </div>
  )
}

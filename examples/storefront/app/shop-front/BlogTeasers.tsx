import type { BlogSummary, Language } from '@matjar/core'
import { Image } from '@matjar/ui'
import { Link } from 'react-router'
import { formatDate } from '../dates.ts'
import { useMediaImage } from '../media.ts'

/** The latest blog posts: cover, title (the link), date and first paragraph. */
export function BlogTeasers({
  posts,
  language,
}: {
  posts: readonly BlogSummary[]
  language: Language
}) {
  const mediaImage = useMediaImage()
  return (
    <ul className="shop-blog-teasers">
      {posts.map((post) => (
        <li key={post.slug}>
          {post.cover_image ? (
            <Image
              image={mediaImage(post.cover_image)}
              sizes="(min-width: 72rem) 22rem, (min-width: 48rem) 30vw, calc(100vw - 3rem)"
              alt=""
            />
          ) : null}
          <h3>
            <Link to={`/blogs/${post.slug}`}>{post.title}</Link>
          </h3>
          <p className="shop-muted">
            <time dateTime={post.published_at}>{formatDate(language, post.published_at)}</time>
          </p>
          <p>{post.excerpt}</p>
        </li>
      ))}
    </ul>
  )
}

import type { BlogSummary } from '@matjar/core'
import { useLocale } from '@matjar/react'
import { Image } from '@matjar/ui'
import { ShopLink } from '../components/ShopLink.tsx'
import { formatDate } from '../dates.ts'
import { PICTURE_SIZES } from '../picture-sizes.ts'

/** A blog post in a list (the blog, the home page): cover, title (the link), date, first paragraph. */
export function BlogCard({ post, headingLevel }: { post: BlogSummary; headingLevel: 2 | 3 }) {
  const { language } = useLocale()
  const Heading = `h${headingLevel}` as const
  return (
    <li className="shop-blog-card">
      {post.cover_image ? (
        <Image image={post.cover_image} sizes={PICTURE_SIZES.blogCover.sizes} alt="" />
      ) : null}
      <Heading>
        <ShopLink to={`/blogs/${post.slug}`}>{post.title}</ShopLink>
      </Heading>
      <p className="shop-muted">
        <time dateTime={post.published_at}>{formatDate(language, post.published_at)}</time>
      </p>
      <p>{post.excerpt}</p>
    </li>
  )
}

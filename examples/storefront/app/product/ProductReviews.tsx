import type { Review } from '@matjar/core'
import { StarRating } from '@matjar/ui'
import { catalogueMessages } from '../messages/catalogue.ts'
import { useT } from '../messages/use-t.ts'

/** What customers wrote of the product, each in the language it was written in. */
export function ProductReviews({ reviews }: { reviews: readonly Review[] }) {
  const t = useT(catalogueMessages)
  return (
    <section className="shop-reviews">
      <h2>{t('reviews')}</h2>
      {reviews.length === 0 ? <p>{t('noReviews')}</p> : null}
      <ul>
        {reviews.map((review) => (
          <li key={review.id}>
            <StarRating value={review.rating} />
            {/* Reviews keep the language they were written in: `dir="auto"` lets an English
                review read left to right inside the Arabic page, and the other way round,
                while the paragraph still lines up with the page's side. */}
            <p>
              <strong>
                <bdi dir="auto">{review.author_name}</bdi>
              </strong>
            </p>
            {review.comment ? (
              <p>
                <bdi dir="auto">{review.comment}</bdi>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

import type { BlogSummary } from '@matjar/core/contract'
import type { blogs } from '../db/schema.ts'
import { type PictureRef, toImageOrNull } from '../media/image-view.ts'
import type { Language } from '../messages/translate.ts'

/** A blog post as lists show it: title, first paragraph, cover, date. */
export const blogSummary = (
  row: typeof blogs.$inferSelect,
  language: Language,
  cover: PictureRef | undefined,
): BlogSummary => {
  const body = language === 'ar' ? row.bodyAr : row.bodyEn
  const title = language === 'ar' ? row.titleAr : row.titleEn
  return {
    slug: row.slug,
    title,
    excerpt: body.split('\n\n')[0] ?? '',
    cover_image: toImageOrNull(cover, title),
    published_at: row.publishedAt.toISOString(),
  }
}

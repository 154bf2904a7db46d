import type { CatalogueProduct } from './catalogue.ts'

/** The specifications table of a seed product: size from its name, origin, storage. */
export function specificationsFor(item: CatalogueProduct) {
  const size = /(\d+(?:\.\d+)?\s?(?:g|kg|ml|L))\b/.exec(item.nameEn)?.[1]
  return [
    ...(size
      ? [
          {
            labelEn: 'Size',
            labelAr: 'الحجم',
            valueEn: size,
            valueAr: /\d+\s?\S+$/.exec(item.nameAr)?.[0] ?? size,
          },
        ]
      : []),
    {
      labelEn: 'Origin',
      labelAr: 'المنشأ',
      valueEn: 'Saudi Arabia',
      valueAr: 'المملكة العربية السعودية',
    },
    { labelEn: 'Storage', labelAr: 'الحفظ', valueEn: 'Cool, dry place', valueAr: 'مكان بارد وجاف' },
  ]
}

const AUTHORS = ['Sara A.', 'Mohammed K.', 'Huda S.', 'Abdullah R.', 'Noura F.', 'Faisal M.']
const COMMENTS: Record<number, string[]> = {
  5: ['Excellent quality, will order again.', 'ممتاز جداً، أنصح به'],
  4: ['Good, arrived quickly.', 'جيد والتوصيل سريع'],
  3: ['Average, as expected.', 'متوسط'],
  2: ['Below what I hoped for.', 'أقل من المتوقع'],
  1: ['Not for me.', 'لم يعجبني'],
}

/** A few reviews per product, the same every seeding (made from the product's id). */
export function reviewsFor(productId: number) {
  const count = (productId * 7) % 6
  return Array.from({ length: count }, (_, i) => {
    const rating = 5 - ((productId + i * 3) % 5 === 0 ? 3 : (productId * (i + 1)) % 3)
    const comments = COMMENTS[rating] ?? []
    return {
      rating,
      comment: comments[(productId + i) % comments.length] ?? null,
      authorName: AUTHORS[(productId + i) % AUTHORS.length] ?? 'Customer',
      createdAt: new Date(Date.UTC(2026, 9, 1 + ((productId * 3 + i * 5) % 50))),
    }
  })
}

import type { CatalogueMessageKey } from './catalogue.en.ts'

/** The same words in Arabic: the type makes a missing or extra key a compile error. */
const ar: Record<CatalogueMessageKey, string> = {
  categories: 'الأقسام',
  banners: 'مختارات',
  seeAll: 'عرض الكل',
  noCategories: 'لا توجد أقسام بعد.',
  bestSellers: 'الأكثر مبيعاً',
  filters: 'التصفية',
  filtersInUse: 'التصفية ({count})',
  sortBy: 'الترتيب',
  sortNewest: 'الأحدث',
  sortHighest: 'الأعلى سعراً',
  sortLowest: 'الأقل سعراً',
  rating: 'التقييم',
  anyRating: 'أي تقييم',
  stars5: '5 نجوم',
  starsUp:
    '{n, plural, zero {# نجمة} one {نجمة واحدة} two {نجمتان} few {# نجوم} many {# نجمة} other {# نجمة}} فأكثر',
  priceFrom: 'السعر من',
  priceTo: 'السعر إلى',
  apply: 'تطبيق',
  brand: 'العلامة التجارية',
  anyBrand: 'كل العلامات',
  noProducts: 'لا توجد منتجات تطابق هذه التصفية. جرّب تصفية أقل.',
  priceInvalid: 'السعر رقم بالريال، مثل 50 أو 49.50: لم يُطبَّق هذا الحد.',
  noBrands: 'لا توجد علامات تجارية بعد.',
  addToWishlist: 'أضف إلى المفضلة',
  inWishlist: 'في مفضلتك',
  signInForWishlist: 'سجّل الدخول لحفظ المفضلة',
  addToCart: 'أضف إلى السلة',
  added: 'تمت الإضافة إلى السلة',
  outOfStock: 'نفدت الكمية',
  chooseColour: 'اللون',
  description: 'الوصف',
  specifications: 'المواصفات',
  reviews: 'التقييمات',
  noReviews: 'لا توجد تقييمات بعد.',
  similar: 'منتجات مشابهة',
  wholesalePrice:
    'الجملة: {price} ابتداءً من {min, plural, zero {# وحدة} one {وحدة واحدة} two {وحدتين} few {# وحدات} many {# وحدة} other {# وحدة}}',
  wholesaleOnCard:
    'الجملة {price} ابتداءً من {min, plural, zero {# وحدة} one {وحدة واحدة} two {وحدتين} few {# وحدات} many {# وحدة} other {# وحدة}}',
  wholesaleApplies: 'يُطبَّق سعر الجملة: {count} × {price} = {total}',
  openImage: 'افتح الصورة {n} من {count}',
  offerEndsIn: 'ينتهي العرض خلال',
}

export default ar

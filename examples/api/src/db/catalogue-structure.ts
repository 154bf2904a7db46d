/** Categories (with subcategories) and brands of the seed shop, in both languages. */
export interface SeedCategory {
  slug: string
  nameEn: string
  nameAr: string
  children?: SeedCategory[]
}

export const seedCategories: SeedCategory[] = [
  {
    slug: 'coffee-and-tea',
    nameEn: 'Coffee & Tea',
    nameAr: 'القهوة والشاي',
    children: [
      { slug: 'arabic-coffee', nameEn: 'Arabic Coffee', nameAr: 'القهوة العربية' },
      { slug: 'tea', nameEn: 'Tea', nameAr: 'الشاي' },
      { slug: 'coffee-tools', nameEn: 'Coffee Tools', nameAr: 'أدوات القهوة' },
    ],
  },
  {
    slug: 'dates-and-sweets',
    nameEn: 'Dates & Sweets',
    nameAr: 'التمور والحلويات',
    children: [
      { slug: 'dates', nameEn: 'Dates', nameAr: 'التمور' },
      { slug: 'honey', nameEn: 'Honey', nameAr: 'العسل' },
    ],
  },
  {
    slug: 'fragrance',
    nameEn: 'Fragrance',
    nameAr: 'العطور والبخور',
    children: [
      { slug: 'oud-and-bakhoor', nameEn: 'Oud & Bakhoor', nameAr: 'العود والبخور' },
      { slug: 'perfume-oils', nameEn: 'Perfume Oils', nameAr: 'دهن العطر' },
    ],
  },
  {
    slug: 'home',
    nameEn: 'Home',
    nameAr: 'المنزل',
    children: [
      { slug: 'tableware', nameEn: 'Tableware', nameAr: 'أواني التقديم' },
      { slug: 'prayer-essentials', nameEn: 'Prayer Essentials', nameAr: 'مستلزمات الصلاة' },
      { slug: 'textiles', nameEn: 'Textiles', nameAr: 'المنسوجات' },
    ],
  },
  {
    slug: 'spices-and-pantry',
    nameEn: 'Spices & Pantry',
    nameAr: 'البهارات والمؤونة',
    children: [{ slug: 'spices', nameEn: 'Spices', nameAr: 'البهارات' }],
  },
]

export interface SeedBrand {
  slug: string
  nameEn: string
  nameAr: string
}

export const seedBrands: SeedBrand[] = [
  { slug: 'jazan-roastery', nameEn: 'Jazan Roastery', nameAr: 'محمصة جازان' },
  { slug: 'najd-dates', nameEn: 'Najd Dates', nameAr: 'تمور نجد' },
  { slug: 'dar-al-oud', nameEn: 'Dar Al Oud', nameAr: 'دار العود' },
  { slug: 'bait-al-dallah', nameEn: 'Bait Al Dallah', nameAr: 'بيت الدلة' },
  { slug: 'asir-farms', nameEn: 'Asir Farms', nameAr: 'مزارع عسير' },
  { slug: 'riyadh-looms', nameEn: 'Riyadh Looms', nameAr: 'أنوال الرياض' },
]

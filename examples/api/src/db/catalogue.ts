import { rangeProducts } from './catalogue-ranges.ts'

/**
 * The bilingual catalogue a fresh database is seeded with. Prices in halalas (1 SAR = 100).
 * All seed data lives here so the catalogue can grow without touching the seeding code.
 */
interface CatalogueSelection {
  nameEn: string
  nameAr: string
  stock: number
}

export interface CatalogueProduct {
  slug: string
  /** The category's path (`coffee-and-tea/arabic-coffee`) and the brand's slug. */
  category?: string
  brand?: string
  nameEn: string
  nameAr: string
  retailPrice: number
  wholesalePrice: number
  priceBefore?: number
  /** Ignored when the product has selections: its stock is then the sum of theirs. */
  stock: number
  /** The colour of the generated picture. */
  colour?: string
  selections?: CatalogueSelection[]
}

/** Hand-written products; `placement` below files them, then come the ranges. */
const handPicked: CatalogueProduct[] = [
  {
    slug: 'brass-arabic-coffee-dallah',
    nameEn: 'Brass Arabic Coffee Dallah',
    nameAr: 'دلة قهوة عربية نحاسية',
    retailPrice: 18_000,
    wholesalePrice: 14_500,
    priceBefore: 22_500,
    stock: 14,
  },
  {
    slug: 'khawlani-coffee-beans-500g',
    nameEn: 'Khawlani Coffee Beans 500 g',
    nameAr: 'بن خولاني 500 غرام',
    retailPrice: 8_900,
    wholesalePrice: 7_200,
    stock: 60,
  },
  {
    slug: 'sukkari-dates-box-1kg',
    nameEn: 'Sukkari Dates Box 1 kg',
    nameAr: 'علبة تمر سكري 1 كيلو',
    retailPrice: 6_500,
    wholesalePrice: 5_000,
    stock: 120,
  },
  {
    slug: 'cambodian-oud-bakhoor-50g',
    nameEn: 'Cambodian Oud Bakhoor 50 g',
    nameAr: 'بخور عود كمبودي 50 غرام',
    retailPrice: 24_900,
    wholesalePrice: 21_000,
    priceBefore: 29_900,
    stock: 9,
  },
  {
    slug: 'cotton-prayer-rug',
    nameEn: 'Cotton Prayer Rug',
    nameAr: 'سجادة صلاة قطنية',
    retailPrice: 7_500,
    wholesalePrice: 5_800,
    stock: 0,
    selections: [
      { nameEn: 'Emerald green', nameAr: 'أخضر زمردي', stock: 12 },
      { nameEn: 'Burgundy', nameAr: 'عنابي', stock: 5 },
      { nameEn: 'Navy blue', nameAr: 'كحلي', stock: 0 },
    ],
  },
  {
    slug: 'cotton-shemagh',
    nameEn: 'Cotton Shemagh',
    nameAr: 'شماغ قطني',
    retailPrice: 12_000,
    wholesalePrice: 9_500,
    priceBefore: 15_000,
    stock: 0,
    selections: [
      { nameEn: 'Red and white', nameAr: 'أحمر وأبيض', stock: 25 },
      { nameEn: 'White', nameAr: 'أبيض', stock: 18 },
    ],
  },
  {
    slug: 'saffron-threads-5g',
    nameEn: 'Saffron Threads 5 g',
    nameAr: 'زعفران شعرة 5 غرام',
    retailPrice: 4_500,
    wholesalePrice: 3_900,
    stock: 2,
  },
  {
    slug: 'taif-rose-water-250ml',
    nameEn: 'Taif Rose Water 250 ml',
    nameAr: 'ماء ورد طائفي 250 مل',
    retailPrice: 3_500,
    wholesalePrice: 2_600,
    stock: 0,
  },
  {
    slug: 'ceramic-finjan-cups-set-of-6',
    nameEn: 'Ceramic Finjan Cups, Set of 6',
    nameAr: 'طقم فناجين سيراميك 6 قطع',
    retailPrice: 5_600,
    wholesalePrice: 4_200,
    priceBefore: 7_000,
    stock: 30,
  },
  {
    slug: 'sidr-honey-500g',
    nameEn: 'Sidr Honey 500 g',
    nameAr: 'عسل سدر 500 غرام',
    retailPrice: 19_500,
    wholesalePrice: 16_500,
    stock: 22,
  },
  {
    slug: 'vacuum-flask-1l',
    nameEn: 'Vacuum Flask 1 L',
    nameAr: 'ترمس حافظ للحرارة 1 لتر',
    retailPrice: 9_900,
    wholesalePrice: 7_900,
    stock: 40,
  },
]

// Where the hand-picked products sit in the shop.
const placement: Record<string, { category: string; brand?: string; colour: string }> = {
  'brass-arabic-coffee-dallah': {
    category: 'coffee-and-tea/coffee-tools',
    brand: 'bait-al-dallah',
    colour: '#b08d3a',
  },
  'khawlani-coffee-beans-500g': {
    category: 'coffee-and-tea/arabic-coffee',
    brand: 'jazan-roastery',
    colour: '#6b4a2a',
  },
  'sukkari-dates-box-1kg': {
    category: 'dates-and-sweets/dates',
    brand: 'najd-dates',
    colour: '#a0672b',
  },
  'cambodian-oud-bakhoor-50g': {
    category: 'fragrance/oud-and-bakhoor',
    brand: 'dar-al-oud',
    colour: '#3e2415',
  },
  'cotton-prayer-rug': {
    category: 'home/prayer-essentials',
    brand: 'riyadh-looms',
    colour: '#2f5d50',
  },
  'cotton-shemagh': { category: 'home/textiles', brand: 'riyadh-looms', colour: '#b3261e' },
  'saffron-threads-5g': {
    category: 'spices-and-pantry/spices',
    brand: 'asir-farms',
    colour: '#d9531e',
  },
  'taif-rose-water-250ml': {
    category: 'fragrance/perfume-oils',
    brand: 'dar-al-oud',
    colour: '#d98aa6',
  },
  'ceramic-finjan-cups-set-of-6': {
    category: 'home/tableware',
    brand: 'bait-al-dallah',
    colour: '#e8e0d0',
  },
  'sidr-honey-500g': { category: 'dates-and-sweets/honey', brand: 'asir-farms', colour: '#c98a2b' },
  'vacuum-flask-1l': {
    category: 'coffee-and-tea/coffee-tools',
    brand: 'bait-al-dallah',
    colour: '#5a6b7a',
  },
}

export const catalogue: CatalogueProduct[] = [
  ...handPicked.map((product) => ({ ...product, ...placement[product.slug] })),
  ...rangeProducts,
]

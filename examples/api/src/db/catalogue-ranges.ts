import type { CatalogueProduct } from './catalogue.ts'

/**
 * Product ranges of the seed shop: each range crosses kinds with sizes into products, so the
 * catalogue has 60+ realistic products without a page of hand-written entries per product.
 */
interface Range {
  category: string
  brand: string
  kinds: { slug: string; en: string; ar: string; price: number; colour: string }[]
  sizes: { slug: string; en: string; ar: string; factor: number }[]
}

const ranges: Range[] = [
  {
    category: 'dates-and-sweets/dates',
    brand: 'najd-dates',
    kinds: [
      { slug: 'ajwa-dates', en: 'Ajwa Dates', ar: 'تمر عجوة', price: 9_500, colour: '#3e2415' },
      { slug: 'khalas-dates', en: 'Khalas Dates', ar: 'تمر خلاص', price: 5_500, colour: '#6b3f22' },
      {
        slug: 'medjool-dates',
        en: 'Medjool Dates',
        ar: 'تمر مجدول',
        price: 11_000,
        colour: '#5a3318',
      },
      { slug: 'segai-dates', en: 'Segai Dates', ar: 'تمر صقعي', price: 6_000, colour: '#8b5a2b' },
    ],
    sizes: [
      { slug: '500g', en: '500 g', ar: '500 غرام', factor: 1 },
      { slug: '1kg', en: '1 kg', ar: '1 كيلو', factor: 1.8 },
      { slug: '3kg', en: '3 kg', ar: '3 كيلو', factor: 5 },
    ],
  },
  {
    category: 'coffee-and-tea/arabic-coffee',
    brand: 'jazan-roastery',
    kinds: [
      {
        slug: 'light-roast-coffee',
        en: 'Light Roast Arabic Coffee',
        ar: 'قهوة عربية تحميص خفيف',
        price: 4_500,
        colour: '#c9a46a',
      },
      {
        slug: 'cardamom-coffee',
        en: 'Arabic Coffee with Cardamom',
        ar: 'قهوة عربية بالهيل',
        price: 5_200,
        colour: '#a8804a',
      },
      {
        slug: 'saffron-coffee',
        en: 'Arabic Coffee with Saffron',
        ar: 'قهوة عربية بالزعفران',
        price: 6_900,
        colour: '#d99a2b',
      },
      {
        slug: 'harari-coffee',
        en: 'Harari Coffee Beans',
        ar: 'بن هرري',
        price: 7_800,
        colour: '#6e4b2a',
      },
    ],
    sizes: [
      { slug: '250g', en: '250 g', ar: '250 غرام', factor: 1 },
      { slug: '500g', en: '500 g', ar: '500 غرام', factor: 1.9 },
      { slug: '1kg', en: '1 kg', ar: '1 كيلو', factor: 3.6 },
    ],
  },
  {
    category: 'coffee-and-tea/tea',
    brand: 'jazan-roastery',
    kinds: [
      {
        slug: 'mint-green-tea',
        en: 'Green Tea with Mint',
        ar: 'شاي أخضر بالنعناع',
        price: 2_400,
        colour: '#4f7d3a',
      },
      {
        slug: 'black-tea-cardamom',
        en: 'Black Tea with Cardamom',
        ar: 'شاي أسود بالهيل',
        price: 2_200,
        colour: '#3b2a1a',
      },
      {
        slug: 'hibiscus-tea',
        en: 'Hibiscus Tea',
        ar: 'شاي الكركديه',
        price: 2_900,
        colour: '#9b1d3a',
      },
      {
        slug: 'karak-tea',
        en: 'Karak Tea with Saffron',
        ar: 'شاي كرك بالزعفران',
        price: 3_200,
        colour: '#b07a3a',
      },
    ],
    sizes: [
      { slug: '100g', en: '100 g', ar: '100 غرام', factor: 1 },
      { slug: '250g', en: '250 g', ar: '250 غرام', factor: 2.2 },
    ],
  },
  {
    category: 'dates-and-sweets/honey',
    brand: 'asir-farms',
    kinds: [
      { slug: 'samar-honey', en: 'Samar Honey', ar: 'عسل سمر', price: 14_000, colour: '#b8741a' },
      { slug: 'talh-honey', en: 'Talh Honey', ar: 'عسل طلح', price: 12_000, colour: '#c98a2b' },
      {
        slug: 'wildflower-honey',
        en: 'Wildflower Honey',
        ar: 'عسل زهور برية',
        price: 8_500,
        colour: '#e0a83a',
      },
    ],
    sizes: [
      { slug: '250g', en: '250 g', ar: '250 غرام', factor: 1 },
      { slug: '1kg', en: '1 kg', ar: '1 كيلو', factor: 3.5 },
    ],
  },
  {
    category: 'fragrance/perfume-oils',
    brand: 'dar-al-oud',
    kinds: [
      {
        slug: 'royal-oud-oil',
        en: 'Royal Oud Oil',
        ar: 'دهن العود الملكي',
        price: 35_000,
        colour: '#4a2c17',
      },
      {
        slug: 'musk-oil',
        en: 'White Musk Oil',
        ar: 'دهن المسك الأبيض',
        price: 9_000,
        colour: '#e8e0d0',
      },
      { slug: 'amber-oil', en: 'Amber Oil', ar: 'دهن العنبر', price: 12_500, colour: '#c47f1a' },
    ],
    sizes: [
      { slug: '3ml', en: '3 ml', ar: '3 مل', factor: 1 },
      { slug: '12ml', en: '12 ml', ar: '12 مل', factor: 3.5 },
    ],
  },
  {
    category: 'spices-and-pantry/spices',
    brand: 'asir-farms',
    kinds: [
      {
        slug: 'green-cardamom',
        en: 'Green Cardamom',
        ar: 'هيل أخضر',
        price: 3_900,
        colour: '#7a9a3a',
      },
      {
        slug: 'kabsa-spice-mix',
        en: 'Kabsa Spice Mix',
        ar: 'بهارات كبسة',
        price: 1_800,
        colour: '#b5471d',
      },
      { slug: 'cloves', en: 'Whole Cloves', ar: 'قرنفل حب', price: 2_100, colour: '#5a2e1a' },
    ],
    sizes: [
      { slug: '100g', en: '100 g', ar: '100 غرام', factor: 1 },
      { slug: '500g', en: '500 g', ar: '500 غرام', factor: 4.2 },
    ],
  },
]

// Some products are on offer, some scarce, some sold out: a shop as shoppers meet it.
const round = (halalas: number) => Math.round(halalas / 50) * 50

export const rangeProducts: CatalogueProduct[] = ranges.flatMap((range, r) =>
  range.kinds.flatMap((kind, k) =>
    range.sizes.map((size, s): CatalogueProduct => {
      const n = r * 7 + k * 3 + s
      const retailPrice = round(kind.price * size.factor)
      const onOffer = n % 4 === 0
      return {
        slug: `${kind.slug}-${size.slug}`,
        nameEn: `${kind.en} ${size.en}`,
        nameAr: `${kind.ar} ${size.ar}`,
        category: range.category,
        brand: range.brand,
        retailPrice,
        wholesalePrice: round(retailPrice * 0.82),
        ...(onOffer ? { priceBefore: round(retailPrice * 1.25) } : {}),
        stock: n % 11 === 5 ? 0 : n % 7 === 3 ? 2 : 15 + ((n * 13) % 80),
        colour: kind.colour,
      }
    }),
  ),
)

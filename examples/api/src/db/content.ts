import type { ShopSettings } from '@matjar/core/contract'

/** Blogs, pages, branches and settings of the seed shop, in both languages. Plain text bodies. */
export const seedBlogs = [
  {
    slug: 'how-to-brew-arabic-coffee',
    titleEn: 'How to brew Arabic coffee at home',
    titleAr: 'كيف تحضّر القهوة العربية في البيت',
    bodyEn:
      'Start with lightly roasted beans, freshly ground.\n\nBoil water in the dallah, add two tablespoons of coffee per litre and let it simmer for ten minutes. Add crushed cardamom, a few saffron threads, and let it rest before pouring into finjan cups.',
    bodyAr:
      'ابدأ ببن محمص تحميصاً خفيفاً ومطحون حديثاً.\n\nاغلِ الماء في الدلة وأضف ملعقتين كبيرتين من القهوة لكل لتر واتركها على نار هادئة عشر دقائق. أضف الهيل المطحون وقليلاً من الزعفران ثم اتركها تهدأ قبل صبها في الفناجين.',
    colour: '#6b3f22',
    publishedAt: new Date('2026-10-02T09:00:00Z'),
  },
  {
    slug: 'choosing-dates-for-ramadan',
    titleEn: 'Choosing dates for the month of Ramadan',
    titleAr: 'اختيار التمور لشهر رمضان',
    bodyEn:
      'Sukkari is sweet and soft, Ajwa rich and dark, Khalas caramel-like.\n\nKeep dates in a cool, dry place, or in the fridge for longer freshness.',
    bodyAr:
      'السكري حلو وطري، والعجوة غنية داكنة، والخلاص بطعم الكراميل.\n\nاحفظ التمر في مكان بارد وجاف، أو في الثلاجة ليبقى طازجاً مدة أطول.',
    colour: '#8b5a2b',
    publishedAt: new Date('2026-10-20T09:00:00Z'),
  },
  {
    slug: 'bakhoor-guide',
    titleEn: 'A short guide to bakhoor',
    titleAr: 'دليل مختصر للبخور',
    bodyEn:
      'Warm the charcoal until it glows, then place a small piece of bakhoor on it.\n\nA little goes a long way: one piece scents a whole majlis.',
    bodyAr:
      'سخّن الفحم حتى يتوهج ثم ضع عليه قطعة صغيرة من البخور.\n\nالقليل يكفي: قطعة واحدة تعطّر مجلساً كاملاً.',
    colour: '#3e2415',
    publishedAt: new Date('2026-11-05T09:00:00Z'),
  },
]

export const seedPages = [
  {
    slug: 'about',
    titleEn: 'About Matjar',
    titleAr: 'عن متجر',
    bodyEn:
      'Matjar brings the best of Saudi coffee, dates, honey and fragrance to homes across the Kingdom.\n\nOur branches in Jizan and Riyadh prepare every order with care.',
    bodyAr:
      'يقدم متجر أفضل القهوة والتمور والعسل والعطور السعودية لكل بيت في المملكة.\n\nيجهّز فرعانا في جازان والرياض كل طلب بعناية.',
  },
  {
    slug: 'services',
    titleEn: 'Our services',
    titleAr: 'خدماتنا',
    bodyEn:
      'Delivery across the Kingdom, gift wrapping, wholesale prices for cafés and offices, and pick-up from our branches.',
    bodyAr:
      'توصيل إلى جميع مناطق المملكة، وتغليف الهدايا، وأسعار الجملة للمقاهي والمكاتب، والاستلام من فروعنا.',
  },
  {
    slug: 'terms',
    titleEn: 'Terms and conditions',
    titleAr: 'الشروط والأحكام',
    bodyEn:
      'Prices are in Saudi riyal and include VAT.\n\nAn order may be cancelled until it is shipped; paid amounts are refunded to the wallet.',
    bodyAr:
      'الأسعار بالريال السعودي وشاملة ضريبة القيمة المضافة.\n\nيمكن إلغاء الطلب حتى شحنه، وتُعاد المبالغ المدفوعة إلى المحفظة.',
  },
  {
    slug: 'privacy',
    titleEn: 'Privacy policy',
    titleAr: 'سياسة الخصوصية',
    bodyEn:
      'We keep only what an order needs: your name, contact details and delivery addresses. We never sell them.',
    bodyAr: 'نحتفظ فقط بما يحتاجه الطلب: اسمك وبيانات التواصل وعناوين التوصيل، ولا نبيعها أبداً.',
  },
]

const everyDay = (opens: string, closes: string) =>
  (['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'] as const).map((day) => ({
    day,
    opens,
    closes,
  }))

export const seedBranches = [
  {
    slug: 'jizan',
    nameEn: 'Jizan branch',
    nameAr: 'فرع جازان',
    cityEn: 'Jizan',
    cityAr: 'جازان',
    addressEn: 'King Fahd Road, Al Rawdah district',
    addressAr: 'طريق الملك فهد، حي الروضة',
    phone: '+966173210000',
    latitude: 16.8892,
    longitude: 42.5511,
    openingHours: [
      ...everyDay('09:00', '23:00'),
      { day: 'friday' as const, opens: '16:00', closes: '23:30' },
    ],
  },
  {
    slug: 'riyadh',
    nameEn: 'Riyadh branch',
    nameAr: 'فرع الرياض',
    cityEn: 'Riyadh',
    cityAr: 'الرياض',
    addressEn: 'Olaya Street, Al Olaya district',
    addressAr: 'شارع العليا، حي العليا',
    phone: '+966112340000',
    latitude: 24.6936,
    longitude: 46.6853,
    openingHours: [
      ...everyDay('10:00', '00:30'),
      { day: 'friday' as const, opens: '16:00', closes: '00:30' },
    ],
  },
]

/**
 * A delivery city as the settings store it: its identifier (`cities.code`), what shipping there
 * costs, and the branch (slug) that prepares its orders, which the checkout chooses first.
 */
interface StoredCity {
  city: string
  cost: string
  /** Absent or null: the checkout starts on the first branch. */
  branch?: string | null
}

/** The settings document as stored: names in both languages, answered in the request's. */
export type StoredSettings = Omit<ShopSettings, 'name' | 'shipping'> & {
  name_en: string
  name_ar: string
  shipping: Omit<ShopSettings['shipping'], 'cities'> & { cities: StoredCity[] }
}

const south = (city: string, cost: string): StoredCity => ({ city, cost, branch: 'jizan' })
const north = (city: string, cost: string): StoredCity => ({ city, cost, branch: 'riyadh' })

export const seedSettings: StoredSettings = {
  name_en: 'Matjar',
  name_ar: 'متجر',
  currency: 'SAR',
  languages: ['en', 'ar'],
  whatsapp_number: '+966500000000',
  contact_email: 'hello@matjar.example',
  contact_phone: '+966112340000',
  vat_rate_percent: 15,
  vat_number: '310000000000003',
  prices_include_vat: true,
  minimum_order: '25.00',
  shipping: {
    default_cost: '25.00',
    free_above: '300.00',
    // What delivery costs per city (elsewhere `default_cost`) and the branch nearest to it.
    cities: [
      north('riyadh', '15.00'),
      north('jeddah', '25.00'),
      north('makkah', '25.00'),
      north('madinah', '25.00'),
      north('dammam', '20.00'),
      north('khobar', '20.00'),
      north('taif', '25.00'),
      north('tabuk', '30.00'),
      north('buraydah', '20.00'),
      north('hail', '25.00'),
      south('abha', '30.00'),
      south('khamis-mushait', '30.00'),
      south('najran', '30.00'),
      south('sabya', '10.00'),
      south('jizan', '10.00'),
    ],
  },
  points: { earned_per_riyal: 1, points_per_riyal: 100, minimum_conversion: 500 },
}

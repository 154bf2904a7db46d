import type { Language } from '@matjar/core'
import { translatorOf } from '../fill-placeholders.ts'

/** The words of the shop's front door: the home page's sections and the categories screen. */
const shopFrontMessages = {
  en: {
    welcome: 'Welcome to Matjar',
    banners: 'Featured',
    seeAll: 'See all',
    categories: 'Categories',
    categoriesIntro: 'Everything the shop carries, by category.',
    productCount: '{count} products',
    offersEnd: 'Offers end in',
    noCategories: 'No categories yet.',
    bestSellers: 'Best sellers',
  },
  ar: {
    welcome: 'أهلاً بك في متجر',
    banners: 'مختارات',
    seeAll: 'عرض الكل',
    categories: 'الأقسام',
    categoriesIntro: 'كل ما يقدمه المتجر، حسب القسم.',
    productCount: '{count} منتج',
    offersEnd: 'تنتهي العروض خلال',
    noCategories: 'لا توجد أقسام بعد.',
    bestSellers: 'الأكثر مبيعاً',
  },
} satisfies Record<Language, Record<string, string>>

export type ShopFrontKey = keyof (typeof shopFrontMessages)['en']

export const translateShopFront = translatorOf<ShopFrontKey>(shopFrontMessages)

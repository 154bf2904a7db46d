import type { GroupSubject } from './scenes/group-scenes.ts'

/**
 * The seed shop's home banners: each leads to a listing or a product (named by its slug here, by
 * its path once seeded), with what its picture shows.
 */
export interface SeedBanner {
  titleEn: string
  titleAr: string
  altEn: string
  altAr: string
  link: { listing: string } | { product: string }
  scene: Omit<GroupSubject, 'key'>
}

export const seedBanners: SeedBanner[] = [
  {
    titleEn: 'Arabic coffee, roasted in Jizan',
    titleAr: 'قهوة عربية محمّصة في جازان',
    altEn: 'A brass dallah, finjan cups and a bag of coffee on a wooden table',
    altAr: 'دلة نحاسية وفناجين وكيس قهوة على طاولة خشبية',
    link: { listing: '/products/coffee-and-tea/arabic-coffee' },
    scene: {
      things: [
        { kind: 'pot', colour: '#b08d3a' },
        { kind: 'cups', colour: '#e8e0d0' },
        { kind: 'pouch', colour: '#6b4a2a' },
      ],
      prop: 'beans',
      backdrop: 'warm',
      surface: 'wood',
    },
  },
  {
    titleEn: 'Dates for Ramadan evenings',
    titleAr: 'تمور لأمسيات رمضان',
    altEn: 'A box of dates beside a flask and coffee cups on an evening table',
    altAr: 'علبة تمر بجانب ترمس وفناجين قهوة على طاولة مسائية',
    link: { listing: '/products/dates-and-sweets/dates' },
    scene: {
      things: [
        { kind: 'flask', colour: '#5a6b7a' },
        { kind: 'tray', colour: '#5a3318' },
        { kind: 'cups', colour: '#e8e0d0' },
      ],
      prop: 'dates',
      backdrop: 'evening',
      surface: 'wood',
    },
  },
  {
    titleEn: 'The brass dallah, now on offer',
    titleAr: 'الدلة النحاسية، الآن بسعر العرض',
    altEn: 'A brass dallah with bakhoor smoking in a burner beside it',
    altAr: 'دلة نحاسية وبجانبها مبخرة يتصاعد منها البخور',
    link: { product: 'brass-arabic-coffee-dallah' },
    scene: {
      things: [
        { kind: 'burner', colour: '#3e2415' },
        { kind: 'pot', colour: '#b08d3a' },
      ],
      prop: 'chips',
      backdrop: 'paper',
      surface: 'stone',
    },
  },
]

/** A blog post's cover shows what the post is about. */
export const blogCoverScene = (slug: string): Omit<GroupSubject, 'key'> => {
  if (/coffee/.test(slug)) {
    return {
      things: [
        { kind: 'pouch', colour: '#c9a46a' },
        { kind: 'pot', colour: '#b08d3a' },
        { kind: 'cups', colour: '#e8e0d0' },
      ],
      prop: 'beans',
      backdrop: 'warm',
      surface: 'wood',
    }
  }
  if (/date/.test(slug)) {
    return {
      things: [
        { kind: 'tray', colour: '#3e2415' },
        { kind: 'tray', colour: '#a0672b' },
      ],
      prop: 'dates',
      backdrop: 'paper',
      surface: 'linen',
    }
  }
  if (/bakhoor|oud/.test(slug)) {
    return {
      things: [
        { kind: 'bottle', colour: '#4a2c17' },
        { kind: 'burner', colour: '#3e2415' },
      ],
      prop: 'chips',
      backdrop: 'evening',
      surface: 'wood',
    }
  }
  return {
    things: [{ kind: 'giftbox', colour: '#7a1f2b' }],
    prop: null,
    backdrop: 'paper',
    surface: 'stone',
  }
}

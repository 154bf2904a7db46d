import { type SQL, sql } from 'drizzle-orm'

/**
 * The words a grown shop's products are named with (db/grow-shop.ts), as SQL over the running
 * number `g`. Each English thing has its Arabic name as a dictionary writes it and as merchants
 * often type it (ه for ة, ا for أ and إ, ي for ى), so search has both to find.
 */
const THINGS: [en: string, ar: string, informal: string][] = [
  ['Arabic coffee', 'قهوة عربية', 'قهوه عربيه'],
  ['Coffee mug', 'كوب قهوة', 'كوب قهوه'],
  ['Brass dallah', 'دلة نحاسية', 'دله نحاسيه'],
  ['Tea glass', 'كأس شاي', 'كاس شاي'],
  ['Saffron', 'زعفران', 'زعفران'],
  ['Sukkari dates', 'تمر سكري', 'تمر سكري'],
  ['Sidr honey', 'عسل سدر', 'عسل سدر'],
  ['Oud incense', 'بخور عود', 'بخور عود'],
  ['Prayer rug', 'سجادة صلاة', 'سجاده صلاه'],
  ['Red shemagh', 'شماغ أحمر', 'شماغ احمر'],
  ['Black abaya', 'عباية سوداء', 'عبايه سودا'],
  ['Ceramic tray', 'صينية خزفية', 'صينيه خزفيه'],
  ['Teapot', 'إبريق شاي', 'ابريق شاي'],
  ['Cardamom', 'هيل', 'هيل'],
  ['Date cake', 'كعكة تمر', 'كعكه تمر'],
  ['Rose water', 'ماء ورد', 'مويه ورد'],
  ['Lantern', 'فانوس', 'فانوس'],
  ['Cushion', 'وسادة', 'وساده'],
  ['Thermos flask', 'ترمس', 'ترمس'],
  ['Box of sweets', 'علبة حلوى', 'علبه حلوي'],
]
const KINDS = ['Classic', 'Premium', 'Family', 'Gift', 'Traditional', 'Modern', 'Large', 'Small']
const KINDS_AR = ['كلاسيكي', 'فاخر', 'عائلي', 'هدية', 'تقليدي', 'حديث', 'كبير', 'صغير']
const SIZES_EN = ['250 g', '500 ml', '1 kg', '']
const SIZES_AR = ['٢٥٠ غ', '٥٠٠ مل', '١ كغ', '']
const SIZES_AR_LATIN = ['250 غ', '500 مل', '1 كغ', '']

const array = (words: string[]) =>
  sql.raw(`array[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(',')}]::text[]`)
const pick = (words: string[], g: SQL, step = 1) =>
  sql`(${array(words)})[1 + (${g} / ${step}) % ${words.length}]`

/** "Premium Arabic coffee 500 ml". */
export const englishName = (g: SQL) =>
  sql`trim(${pick(KINDS, g, 20)} || ' ' || lower(${pick(
    THINGS.map(([en]) => en),
    g,
  )}) || ' ' || ${pick(SIZES_EN, g, 7)})`

/**
 * "قهوة عربية فاخر ٥٠٠ مل": six in ten as a dictionary writes it, two typed informally, one with
 * tatweel (قهـوة), one with diacritics (قَهْوة); sizes in Arabic-Indic digits half the time.
 */
export const arabicName = (g: SQL) => {
  const formal = pick(
    THINGS.map(([, ar]) => ar),
    g,
  )
  const informal = pick(
    THINGS.map(([, , typed]) => typed),
    g,
  )
  const size = sql`case when ${g} % 2 = 0 then ${pick(SIZES_AR, g, 7)} else ${pick(SIZES_AR_LATIN, g, 7)} end`
  return sql`trim(case
    when ${g} % 10 in (6, 7) then ${informal}
    when ${g} % 10 = 8 then regexp_replace(${formal}, '^(\\S\\S)', '\\1ـ')
    when ${g} % 10 = 9 then regexp_replace(${formal}, '^(\\S)(\\S)', '\\1َ\\2ْ')
    else ${formal} end || ' ' || ${pick(KINDS_AR, g, 20)} || ' ' || ${size})`
}

/** Descriptions with words the names do not have (the Arabic one its own). */
export const descriptions = {
  en: (g: SQL) =>
    sql`'Chosen for homes across the Kingdom. ' || ${pick(['Hand finished.', 'Made in small batches.', 'A favourite for Ramadan evenings.', 'Packed as a gift.'], g, 3)}`,
  ar: (g: SQL) =>
    sql`'اختيار مناسب للضيافة والمناسبات. ' || ${pick(['صناعة يدوية.', 'إنتاج محدود.', 'مفضل في أمسيات رمضان.', 'مغلف كهدية.'], g, 3)}`,
}

/** A product's selections: sizes, in both languages. */
export const sizes = {
  en: array(['Small', 'Medium', 'Large']),
  ar: array(['صغير', 'وسط', 'كبير']),
}

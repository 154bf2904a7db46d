// Issue 44's acceptance on a grown shop: for 40 products sampled from it, is the full Arabic name
// typed without hamza and with ه for ة the first result, and the full English name with one letter
// dropped from one word; and for two words of one kind, does every card on page one hold both
// words in its name. Prints the counts and any miss.
// Run: DATABASE_URL=postgres://…/db node --conditions=@matjar/source examples/api/bench/search-acceptance.ts
// (a database grown by the API, e.g. bench:scale's scale_bench_1000 or scale_bench_100000).
import { drizzle } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { readProductPage } from '../src/catalogue/product-listing.ts'
import { readSearchWords } from '../src/catalogue/product-search.ts'
import type { Database } from '../src/db/connect.ts'
import * as schema from '../src/db/schema.ts'

const url = process.env.DATABASE_URL
if (!url) throw new Error('Set DATABASE_URL to a grown shop of your own.')
const client = postgres(url, { max: 2, onnotice: () => {} })
const db = drizzle({ client, schema }) as unknown as Database

const firstNames = async (q: string) => {
  const page = await readProductPage(db, { q }, { page: 1, per_page: 12 })
  return page.rows.map((row) => row.product)
}

const sample = await client<{ id: number; name_en: string; name_ar: string }[]>`
  select id, name_en, name_ar from products order by md5(id::text) limit 40`
const found = { ar: 0, arAsked: 0, en: 0, enAsked: 0 }
const misses: string[] = []
for (const product of sample) {
  const arabic = product.name_ar.replace(/[أإآ]/gu, 'ا').replace(/ة/gu, 'ه')
  if (arabic !== product.name_ar) {
    found.arAsked++
    const [top] = await firstNames(arabic)
    if (top?.nameAr === product.name_ar) found.ar++
    else misses.push(`${arabic} → ${top?.nameAr ?? 'nothing'}`)
  }
  const words = product.name_en.split(' ')
  const at = words.findIndex((word) => /^[A-Za-z]{5,}$/u.test(word))
  const word = words[at]
  if (word) {
    found.enAsked++
    words[at] = word.slice(0, 2) + word.slice(3)
    const [top] = await firstNames(words.join(' '))
    if (top?.nameEn === product.name_en) found.en++
    else misses.push(`${words.join(' ')} → ${top?.nameEn ?? 'nothing'} (not ${product.name_en})`)
  }
}
console.log(`Full Arabic names without hamza, ه for ة, first: ${found.ar} of ${found.arAsked}`)
console.log(`Full English names, one letter dropped, first: ${found.en} of ${found.enAsked}`)
for (const miss of misses) console.log(`  missed: ${miss}`)

const pairs = ['sidr honey', 'arabic coffee', 'sukkari dates', 'coffee mug']
for (const q of [...pairs, 'قهوة عربية', 'عسل سدر', 'كوب قهوه', 'تمر سكري']) {
  const words = await readSearchWords(db, q)
  const cards = await firstNames(q)
  let named = 0
  for (const card of cards) {
    const held = await Promise.all(
      (words?.words ?? []).map(
        (word) => client`select 1 from product_search_terms
          where product_id = ${card.id} and in_name and term = any(${word.terms})`,
      ),
    )
    if (held.every((rows) => rows.length > 0)) named++
  }
  console.log(`${q}: ${named} of ${cards.length} cards on page one hold both words in the name`)
}
await client.end()

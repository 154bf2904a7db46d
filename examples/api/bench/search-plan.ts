// Search at size: grows a PostgreSQL database to N generated bilingual products (informal Arabic
// spellings, diacritics, tatweel and Arabic-Indic digits among them), then prints, for a few
// shopper queries, how many products match, what "did you mean" says, and how long a page takes.
// Run: DATABASE_URL=postgres://…/db node --conditions=@matjar/source examples/api/bench/search-plan.ts [N]
// (N defaults to 30,000; a database already holding N products is reused.)
import { count } from 'drizzle-orm'
import postgres from 'postgres'
import { readProductPage } from '../src/catalogue/product-listing.ts'
import { suggestionsFor } from '../src/catalogue/search-suggestions.ts'
import { openDatabase } from '../src/db/connect.ts'
import { products } from '../src/db/schema.ts'

const url = process.env.DATABASE_URL
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database of your own.')
const size = Number(process.argv[2] ?? 30_000)
const RUNS = 7
const BATCH = 5_000

const database = await openDatabase({ kind: 'postgres', url })
await database.migrate()
const { db } = database
const client = postgres(url, { max: 1, onnotice: () => {} })

const [have] = await db.select({ n: count() }).from(products)
for (let from = (have?.n ?? 0) + 1; from <= size; from += BATCH) {
  const to = Math.min(size, from + BATCH - 1)
  await client.unsafe(`
    INSERT INTO products (slug, name_en, name_ar, retail_price, wholesale_price, stock, description_en, description_ar)
    SELECT 'search-bench-' || g,
      (ARRAY['Coffee','Tea','Dates','Honey','Oud','Saffron','Cardamom','Mug','Kettle','Teapot','Dallah','Incense'])[1 + g % 12]
        || ' ' || (ARRAY['Classic','Premium','Gift','Family','Travel','Royal','Daily','Organic'])[1 + (g / 12) % 8] || ' ' || g,
      (ARRAY['قهوة','قهوه','شاي','تمر','عسل','عود','زعفران','هيل','كوب','إبريق','ابريق','دلة','قَهْوَة','قهـــوة','بخور'])[1 + g % 15]
        || ' ' || (ARRAY['أحمر','احمر','أسود','فاخر','عائلي','هدية','يومي','ملكي'])[1 + (g / 15) % 8]
        || ' ' || translate(g::text, '0123456789', '٠١٢٣٤٥٦٧٨٩'),
      1000 + g % 5000, 900 + g % 4000, g % 50,
      'A ' || (ARRAY['rich','light','fragrant','handmade','gift-boxed','fresh'])[1 + g % 6] || ' choice for every home, packed with care in '
        || (ARRAY['Riyadh','Jeddah','Dammam','Abha','Taif'])[1 + g % 5] || '; weight ' || (g % 9 + 1) * 100 || ' g, serves a family of '
        || (g % 6 + 2) || ' with cups to spare.',
      'منتج ' || (ARRAY['فاخر','خفيف','عطري','مصنوع يدويا','في علبة هدية','طازج'])[1 + g % 6] || ' لكل بيت، معبأ بعناية في '
        || (ARRAY['الرياض','جدة','الدمام','أبها','الطائف'])[1 + g % 5] || '، الوزن ' || translate(((g % 9 + 1) * 100)::text, '0123456789', '٠١٢٣٤٥٦٧٨٩') || ' غرام.'
    FROM generate_series(${from}, ${to}) AS g`)
}
await client.unsafe('ANALYZE')
const [total] = await db.select({ n: count() }).from(products)

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const timed = async (run: () => Promise<unknown>) => {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  return median(times)?.toFixed(1)
}

console.log(`Search on PostgreSQL, ${total?.n} products; median of ${RUNS} runs, this machine.`)
console.log('| q | matches | did you mean | page of 20 with total (ms) | suggestions (ms) |')
console.log('| --- | ---: | --- | ---: | ---: |')
for (const q of ['coffee mug', 'قهوه', 'احمر قهوة', 'cofee', '٥٠٠', 'القهوة', 'mugs']) {
  const read = () => readProductPage(db, { q }, { page: 1, per_page: 20 })
  const page = await read()
  const matches = `${page.total}${page.capped ? '+' : ''}`
  console.log(
    `| ${q} | ${matches} | ${page.didYouMean ?? ''} | ${await timed(read)} | ${await timed(() => suggestionsFor(db, q, 'en'))} |`,
  )
}
await client.end()
await database.close()

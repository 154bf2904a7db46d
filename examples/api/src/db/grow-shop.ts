import { count, sql } from 'drizzle-orm'
import type { Database } from './connect.ts'
import { arabicName, descriptions, englishName, sizes } from './grow-shop-words.ts'
import { products } from './schema.ts'

/**
 * Grows the seeded shop to `size` products, the way a real shop's catalogue reads: English and
 * Arabic names (some Arabic typed the informal way merchants do, with ه for ة, ا for أ, ي for ى;
 * some with diacritics or tatweel; sizes in Arabic-Indic digits), descriptions, 0–3 selections,
 * 2–3 specifications and 0–20 reviews a product, `size / 2` customers and `size × 5` orders of
 * 1–5 lines in every status. All in a few `INSERT … SELECT generate_series` statements, with the
 * read-model triggers off and the read models computed once at the end. New products reuse the
 * seed products' photographs. Answers how many products it added (none when the shop has `size`).
 */
export async function growShop(db: Database, size: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products)
  const have = row?.n ?? 0
  if (have >= size) return 0
  const added = size - have
  await db.transaction(async (tx) => {
    // Bulk rows need no trigger each: the read models are computed once below.
    await tx.execute(sql`set local session_replication_role = replica`)
    // A one-off bulk job, not a shopper's query: no time limit.
    await tx.execute(sql`set local statement_timeout = 0`)
    await tx.execute(sql`select setseed(0.33)`)
    await tx.execute(sql`create temporary table grow_seed on commit drop as
      select coalesce(max(id), 0) as last_id from products`)
    await tx.execute(sql`
      insert into products (slug, name_en, name_ar, retail_price, wholesale_price, price_before,
        stock, category_id, brand_id, description_en, description_ar, wholesale_min_quantity,
        offer_ends_at, colour, created_at)
      select 'item-' || (s.last_id + g), ${englishName(sql`g`)}, ${arabicName(sql`g`)},
        p.price, p.price * 85 / 100,
        case when g % 5 = 0 then p.price * 5 / 4 end,
        case when g % 10 >= 7 then (g % 10 - 6) * (10 + g % 20) else (g * 37) % 200 end,
        (select array_agg(c.id order by c.id) from categories c
          where not exists (select 1 from categories k where k.parent_id = c.id))[1 + g % l.leaves],
        case when g % 10 <> 0 then (select array_agg(b.id order by b.id) from brands b)[1 + g % l.brands] end,
        ${descriptions.en(sql`g`)}, ${descriptions.ar(sql`g`)},
        case when g % 5 < 3 then 6 end,
        case when g % 10 = 0 then now() + (1 + g % 30) * interval '1 day' end,
        (array['#8b5a2b','#1f6f50','#7a1f2b','#1f2f5a','#cdb48e','#b08a2e'])[1 + g % 6],
        now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute'
      from generate_series(1, ${added}) as g
      cross join grow_seed s
      cross join lateral (select 500 + (g * 7919) % 49500 as price) p
      cross join (select
          (select count(*) from categories c where not exists (select 1 from categories k where k.parent_id = c.id))::int as leaves,
          greatest(1, (select count(*) from brands))::int as brands) l`)
    // Sizes, not colours: a colour would need a photograph of its own.
    await tx.execute(sql`
      insert into product_selections (product_id, name_en, name_ar, stock)
      select p.id, z.en, z.ar, 10 + (p.id - s.last_id) % 20
      from products p cross join grow_seed s
      cross join lateral generate_series(1, (p.id - s.last_id) % 10 - 6) as k
      cross join lateral (select (${sizes.en})[k] as en, (${sizes.ar})[k] as ar) z
      where p.id > s.last_id and (p.id - s.last_id) % 10 >= 7`)
    await tx.execute(sql`
      insert into product_specifications (product_id, label_en, label_ar, value_en, value_ar, position)
      select p.id, (array['Weight','Origin','Material'])[k], (array['الوزن','بلد المنشأ','الخامة'])[k],
        (array[(100 + p.id % 900) || ' g', 'Saudi Arabia', 'Ceramic'])[k],
        (array[(100 + p.id % 900) || ' غ', 'السعودية', 'خزف'])[k], k - 1
      from products p cross join grow_seed s
      cross join lateral generate_series(1, 2 + p.id % 2) as k
      where p.id > s.last_id`)
    // Each product is rated about as good as it is: some mostly 4–5 stars, some mostly 1–3.
    await tx.execute(sql`
      insert into reviews (product_id, rating, comment, author_name, created_at)
      select p.id, greatest(1, least(5, p.id % 5 + floor(random() * 3)::int)),
        (array['Very good','ممتاز جداً','Arrived quickly','جودة عالية',null])[1 + k % 5],
        (array['Sara','Omar','نورة','Faisal','ريم','Khalid'])[1 + (p.id + k) % 6],
        now() - (k * 3) * interval '1 day'
      from products p cross join grow_seed s
      cross join lateral generate_series(1, (p.id * 13) % 21) as k
      where p.id > s.last_id`)
    // Picture views from the seed product at the same place among those with as many views.
    await tx.execute(sql`
      with seeds as (
        select id, id % 3 as r, row_number() over (partition by id % 3 order by id) - 1 as k,
          count(*) over (partition by id % 3) as n
        from products, grow_seed s where id <= s.last_id)
      insert into product_pictures (product_id, position, original_key)
      select p.id, pp.position, pp.original_key
      from products p cross join grow_seed s
      join seeds on seeds.r = p.id % 3 and seeds.k = (p.id / 3) % seeds.n
      join product_pictures pp on pp.product_id = seeds.id and pp.selection_id is null
      where p.id > s.last_id
      on conflict do nothing`)
    await growCustomersAndOrders(tx, Math.ceil(size / 2), size * 5)
    await tx.execute(sql`select refresh_catalogue_read_models()`)
    // The search rows and words of the new products (drizzle/0015_search.sql), as its trigger would.
    await tx.execute(
      sql`select matjar_index_products(array(select p.id from products p, grow_seed s where p.id > s.last_id))`,
    )
  })
  // Fresh statistics for the planner, and the visibility map the listings' index-only scans read.
  await db.execute(sql`vacuum (analyze) products, product_search_terms`)
  await db.execute(sql`analyze`)
  return added
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** `customers` shoppers and `orders` orders of 1–5 lines, in every status, over every product. */
async function growCustomersAndOrders(tx: Transaction, customers: number, orders: number) {
  await tx.execute(sql`create temporary table grow_orders_from on commit drop as
    select coalesce(max(id), 0) as last_order, (select coalesce(max(id), 0) from customers) as last_customer,
      (select count(*) from products)::int as products, (select min(id) from products) as first_product
    from orders`)
  await tx.execute(sql`
    insert into customers (user_name, first_name, last_name, email, phone, email_verified)
    select 'shopper' || (f.last_customer + g), (array['Sara','Omar','نورة','Faisal'])[1 + g % 4],
      (array['Al-Harbi','Saad','العتيبي','Khan'])[1 + g % 4],
      'shopper' || (f.last_customer + g) || '@example.com', '+9665' || lpad((g % 100000000)::text, 8, '0'), true
    from generate_series(1, ${customers}) as g cross join grow_orders_from f`)
  await tx.execute(sql`
    insert into orders (order_number, customer_id, status, payment_status, payment_method,
      sub_total, shipping_cost, tax_amount, total, address, branch_id, created_at)
    select 'GROWN-' || (f.last_order + g), f.last_customer + 1 + g % ${customers},
      (array['pending','confirmed','preparing','shipped','delivered','delivered','delivered','cancelled'])[1 + g % 8],
      (array['pending','paid','paid','paid','paid','paid','paid','refunded'])[1 + g % 8],
      (array['cash_on_delivery','wallet','card'])[1 + g % 3],
      10000, 2500, 1630, 12500,
      jsonb_build_object('name', 'Sara', 'phone', '+966500000000', 'city', 'riyadh', 'state', 'SA-01', 'country', 'SA', 'address', 'King Fahd Road'),
      (select min(id) from branches), now() - (g % 365) * interval '1 day'
    from generate_series(1, ${orders}) as g cross join grow_orders_from f`)
  // Lines lean towards some products, as sales do: a square of a uniform draw.
  await tx.execute(sql`
    insert into order_items (order_id, product_id, product_type, quantity, price, name_en, name_ar)
    select o.id, p.id, 'retail', 1 + (o.id + k) % 3, p.retail_price, p.name_en, p.name_ar
    from orders o cross join grow_orders_from f
    cross join lateral generate_series(1, 1 + o.id % 5) as k
    cross join lateral (select f.first_product + floor(f.products * random() ^ 2)::int + 0 * k as id) pick
    join products p on p.id = pick.id
    where o.id > f.last_order`)
}

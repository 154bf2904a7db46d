import { ASPECT, type ObjectKind } from './objects.ts'
import { productLookOf } from './product-scene.ts'
import type { Prop } from './props.ts'
import { seededRandom } from './random.ts'
import { arrangement, type Item, type Shot } from './shot.ts'
import type { Backdrop, LightSide, SetKey, Surface } from './studio.ts'

/** A few of the shop's things together: a category's picture, a banner, a blog post's cover. */
export interface GroupSubject {
  /** Seeds the arrangement: the same key, the same picture. */
  key: string
  /** What stands on the table, left to right, each in its colour. */
  things: { kind: ObjectKind; colour: string }[]
  prop: Prop | null
  backdrop: Backdrop
  surface: Surface
}

/** The things a category (or subcategory) shows, from its path and its products' colours. */
export function categoryThings(
  path: string,
  products: { slug: string; category: string | null; colour: string }[],
): GroupSubject['things'] {
  const inside = products.filter((p) => p.category === path || p.category?.startsWith(`${path}/`))
  const seen = new Set<ObjectKind>()
  const things: GroupSubject['things'] = []
  for (const product of inside) {
    const { kind } = productLookOf(product)
    if (seen.has(kind) && inside.length > 3) continue
    seen.add(kind)
    things.push({ kind, colour: product.colour })
    if (things.length === 3) break
  }
  return things.length > 0 ? things : [{ kind: 'giftbox', colour: '#7a1f2b' }]
}

/**
 * The things standing together on a set `width` × `height` units (the picture's own shape), the
 * middle one tallest, side by side around `anchor` (0 left … 1 right), props around them.
 */
export function groupShot(
  subject: GroupSubject,
  width: number,
  height: number,
  anchor = 0.5,
): Shot {
  const random = seededRandom(subject.key)
  const light: LightSide = random.next() < 0.5 ? -1 : 1
  const set: SetKey = {
    backdrop: subject.backdrop,
    surface: subject.surface,
    width,
    height,
    horizon: height * 0.62,
  }
  const n = subject.things.length
  const middle = Math.floor(n / 2)
  const sized = subject.things.map((thing, i) => {
    const tall = Math.min(height * (i === middle ? 0.5 : 0.4), (height * 0.62) / ASPECT[thing.kind])
    return { ...thing, tall, wide: tall * ASPECT[thing.kind] }
  })
  const gap = height * 0.04
  const row = sized.reduce((sum, thing) => sum + thing.wide, 0) + gap * (n - 1)
  // Shrunk together when the row would not fit the picture's width.
  const fit = Math.min(1, (width * 0.86) / row)
  const centre = Math.min(
    Math.max(width * anchor, (row * fit) / 2 + width * 0.07),
    width * 0.93 - (row * fit) / 2,
  )
  let left = centre - (row * fit) / 2
  const items: Item[] = sized.map((thing, i) => {
    const item: Item = {
      kind: thing.kind,
      colour: thing.colour,
      x: left + (thing.wide * fit) / 2,
      base: height * (i === middle ? 0.88 : 0.84),
      height: thing.tall * fit,
    }
    left += thing.wide * fit + gap * fit
    return item
  })
  return arrangement(
    set,
    light,
    random,
    items,
    subject.prop ? { prop: subject.prop, count: 10 } : null,
  )
}

import { ASPECT, type ObjectKind } from './objects.ts'
import type { Prop } from './props.ts'
import { seededRandom } from './random.ts'
import { arrangement, type Item, type Shot } from './shot.ts'
import type { Backdrop, LightSide, SetKey, Surface } from './studio.ts'

/** What the seed knows of a product when it photographs it. */
export interface ProductSubject {
  slug: string
  /** The category path (`coffee-and-tea/tea`), or null. */
  category: string | null
  colour: string
}

/** The object and the props a product is photographed as, from its category and slug. */
export function productLookOf(subject: Pick<ProductSubject, 'slug' | 'category'>): {
  kind: ObjectKind
  prop: Prop | null
} {
  const { slug, category } = subject
  const sub = category?.split('/').at(-1) ?? ''
  if (/dallah/.test(slug)) return { kind: 'pot', prop: 'beans' }
  if (/flask/.test(slug)) return { kind: 'flask', prop: 'beans' }
  if (/finjan|cups/.test(slug)) return { kind: 'cups', prop: 'beans' }
  if (/saffron-threads/.test(slug)) return { kind: 'vial', prop: 'threads' }
  if (/rose-water/.test(slug)) return { kind: 'bottle', prop: 'petals' }
  if (sub === 'textiles' || sub === 'prayer-essentials') return { kind: 'cloth', prop: null }
  if (sub === 'arabic-coffee') return { kind: 'pouch', prop: 'beans' }
  if (sub === 'tea') return { kind: 'tin', prop: 'leaves' }
  if (sub === 'dates') return { kind: 'tray', prop: 'dates' }
  if (sub === 'honey') return { kind: 'jar', prop: null }
  if (sub === 'oud-and-bakhoor') return { kind: 'burner', prop: 'chips' }
  if (sub === 'perfume-oils') return { kind: 'bottle', prop: null }
  if (sub === 'spices') {
    return {
      kind: 'bowl',
      prop: /clove/.test(slug) ? 'cloves' : /cardamom/.test(slug) ? 'pods' : null,
    }
  }
  return { kind: 'giftbox', prop: null }
}

/** Larger packs stand taller: 3 ml or 100 g small, 1 kg and more large. */
function packScaleOf(slug: string): number {
  const match = /-(\d+)(g|kg|ml|l)$/.exec(slug)
  if (!match) return 1
  const amount = Number(match[1]) * (match[2] === 'kg' || match[2] === 'l' ? 1000 : 1)
  if (amount <= 100) return 0.86
  if (amount <= 250) return 0.92
  if (amount <= 500) return 0.98
  if (amount <= 1000) return 1.04
  return 1.1
}

/** Product photographs are square, 1000 units a side. */
const SIDE = 1000
const squareSet = (backdrop: Backdrop, surface: Surface): SetKey => ({
  backdrop,
  surface,
  width: SIDE,
  height: SIDE,
  horizon: SIDE * 0.64,
})

/** How tall an object of this kind stands in a product photograph, before its pack size. */
const standingHeight = (kind: ObjectKind) => Math.min(560, 660 / ASPECT[kind])

/**
 * A product's photograph: view 1 front, 2 turned and lit from the other side, 3 a detail, 4 in
 * use on an evening table, 5 with its gift box. `colour` overrides the product's (a colour
 * selection's own picture). The same product and view always make the same picture.
 */
export function productShot(subject: ProductSubject, view: number, colour?: string): Shot {
  const random = seededRandom(`${subject.slug}#${view}`)
  const style = seededRandom(subject.slug)
  const light: LightSide = style.next() < 0.5 ? -1 : 1
  const surface = style.pick<Surface>(['wood', 'stone', 'linen'])
  const { kind, prop } = productLookOf(subject)
  const height = standingHeight(kind) * packScaleOf(subject.slug)
  const product: Item = {
    kind,
    x: SIDE / 2,
    base: SIDE * 0.84,
    height,
    colour: colour ?? subject.colour,
  }
  const scatter = (count: number) => (prop ? { prop, count } : null)
  switch (view) {
    case 2: {
      const turned = { ...product, x: SIDE * (0.5 + light * 0.08), turn: 0.84 }
      return arrangement(
        squareSet('paper', surface),
        -light as LightSide,
        random,
        [turned],
        scatter(9),
      )
    }
    case 3:
      return arrangement(squareSet('paper', surface), light, random, [product], null, {
        factor: 1.9,
        x: product.x,
        y: product.base - height * 0.62,
      })
    case 4:
      return arrangement(squareSet('evening', 'wood'), light, random, [product], scatter(12))
    case 5: {
      const small = { ...product, x: SIDE * 0.36, height: height * 0.8 }
      const box: Item = {
        kind: 'giftbox',
        x: SIDE * 0.72,
        base: SIDE * 0.85,
        height: height * 0.5,
        colour: product.colour.toLowerCase() === '#7a1f2b' ? '#1f4d3a' : '#7a1f2b',
      }
      return arrangement(squareSet('warm', surface), light, random, [small, box], scatter(3))
    }
    default:
      return arrangement(squareSet('paper', surface), light, random, [product], scatter(5))
  }
}

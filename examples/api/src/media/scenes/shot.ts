import { ASPECT, DRAW, type ObjectKind } from './objects.ts'
import { type Prop, scatterProps } from './props.ts'
import type { Random } from './random.ts'
import { drawShadow, type LightSide, type SetKey } from './studio.ts'
import { round, SvgCanvas } from './svg.ts'

/**
 * One photograph to take: a set (drawn once, shared), and what stands on it drawn as a
 * transparent layer over it. A detail shot sees the set enlarged and out of focus.
 */
export interface Shot {
  set: SetKey
  light: LightSide
  /** The layer as an SVG document `pixelWidth` pixels wide, in the set's units. */
  layer(pixelWidth: number): string
  zoom: { factor: number; x: number; y: number } | null
}

/** Something standing on the table: its kind, where its base is, how tall, in what colour. */
export interface Item {
  kind: ObjectKind
  /** The centre of its base, in the set's units. */
  x: number
  base: number
  height: number
  colour: string
  /** Drawn narrower, as when turned a little (1: facing the camera). */
  turn?: number
}

export interface Scatter {
  prop: Prop
  count: number
}

/** Draws items back to front (by base), each with its shadows, then the props around them. */
export function arrangement(
  set: SetKey,
  light: LightSide,
  random: Random,
  items: Item[],
  scatter: Scatter | null,
  zoom: Shot['zoom'] = null,
): Shot {
  return {
    set,
    light,
    zoom,
    layer(pixelWidth) {
      const svg = new SvgCanvas(pixelWidth, Math.round((pixelWidth * set.height) / set.width))
      const transform = zoom
        ? `translate(${set.width / 2} ${set.height / 2}) scale(${zoom.factor}) translate(${round(-zoom.x)} ${round(-zoom.y)})`
        : ''
      svg.group(`transform="${transform}"`, () => {
        for (const item of [...items].sort((a, b) => a.base - b.base)) {
          const width = item.height * ASPECT[item.kind]
          const turn = item.turn ?? 1
          drawShadow(svg, item.x, item.base, (width * turn) / 2, light)
          svg.group(
            `transform="translate(${round(item.x)} 0) scale(${turn} 1) translate(${round(-item.x)} 0)"`,
            () =>
              DRAW[item.kind](
                svg,
                {
                  left: item.x - width / 2,
                  top: item.base - item.height,
                  width,
                  height: item.height,
                },
                { colour: item.colour, light, random },
              ),
          )
        }
        if (scatter && scatter.count > 0) {
          const near = items.map((item) => ({ item, half: (item.height * ASPECT[item.kind]) / 2 }))
          scatterProps(
            svg,
            scatter.prop,
            scatter.count,
            {
              left: set.width * 0.06,
              right: set.width * 0.94,
              fromY: set.horizon + set.height * 0.04,
              toY: set.height * 0.96,
            },
            near.map(({ item, half }) => ({
              left: item.x - half * 1.2,
              right: item.x + half * 1.2,
              bottom: item.base + 12,
            })),
            { colour: items[0]?.colour ?? '#8b5a2b', light, random },
          )
        }
      })
      return svg.toString(set.width, set.height)
    },
  }
}

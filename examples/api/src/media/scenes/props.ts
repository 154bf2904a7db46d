import { shade } from './colour.ts'
import type { Look } from './object-parts.ts'
import { attrs, round, type SvgCanvas } from './svg.ts'
import { date } from './tableware.ts'

/** Small things lying on the table beside a product: beans by the coffee, dates by the box. */
export type Prop = 'beans' | 'leaves' | 'dates' | 'pods' | 'petals' | 'chips' | 'cloves' | 'threads'

const PROP_COLOURS: Partial<Record<Prop, string>> = {
  beans: '#4a2c17',
  leaves: '#4f7d3a',
  pods: '#7a9a3a',
  petals: '#d98aa6',
  chips: '#3e2415',
  cloves: '#4a2616',
  threads: '#b3261e',
}

/**
 * Scatters `count` props over the table between `fromY` and `toY`, keeping clear of the things
 * standing there (each between `left` and `right`, down to `bottom`).
 */
export function scatterProps(
  svg: SvgCanvas,
  prop: Prop,
  count: number,
  area: { left: number; right: number; fromY: number; toY: number },
  clear: { left: number; right: number; bottom: number }[],
  look: Look,
) {
  const colour = prop === 'dates' ? look.colour : (PROP_COLOURS[prop] ?? look.colour)
  const propLook = { ...look, colour }
  const placed: [number, number][] = []
  for (let i = 0; i < count * 4 && placed.length < count; i++) {
    const x = look.random.between(area.left, area.right)
    const y = look.random.between(area.fromY, area.toY)
    if (clear.some((c) => x > c.left && x < c.right && y < c.bottom)) continue
    placed.push([x, y])
  }
  // Back to front, so nearer props overlap farther ones.
  placed.sort((a, b) => a[1] - b[1])
  for (const [x, y] of placed) {
    const s = 0.75 + ((y - area.fromY) / Math.max(1, area.toY - area.fromY)) * 0.5
    drawProp(svg, prop, x, y, s, propLook)
  }
}

function drawProp(svg: SvgCanvas, prop: Prop, x: number, y: number, s: number, look: Look) {
  const angle = round(look.random.between(0, 180))
  const turn = `rotate(${angle} ${round(x)} ${round(y)})`
  const c = look.colour
  const ground = `<ellipse ${attrs({ cx: x + 3 * s, cy: y + 9 * s, rx: 18 * s, ry: 5 * s, fill: '#000000', opacity: 0.22 })}/>`
  switch (prop) {
    case 'dates':
      svg.add(ground)
      date(svg, x, y, 26 * s, 15 * s, look)
      return
    case 'beans':
      svg.add(
        ground,
        `<ellipse ${attrs({
          cx: x,
          cy: y,
          rx: 15 * s,
          ry: 10 * s,
          transform: turn,
          fill: svg.radial(
            [
              [0, shade(c, 0.35)],
              [1, shade(c, -0.35)],
            ],
            0.4,
            0.35,
            0.7,
          ),
        })}/>`,
        `<path ${attrs({ d: `M${x - 11 * s} ${y}q${11 * s} ${-4 * s} ${22 * s} 0`, transform: turn, stroke: shade(c, -0.6), 'stroke-width': 2.5 * s, fill: 'none' })}/>`,
      )
      return
    case 'pods':
      svg.add(
        ground,
        `<ellipse ${attrs({
          cx: x,
          cy: y,
          rx: 14 * s,
          ry: 8 * s,
          transform: turn,
          fill: svg.radial(
            [
              [0, shade(c, 0.3)],
              [1, shade(c, -0.4)],
            ],
            0.4,
            0.35,
            0.7,
          ),
        })}/>`,
        `<path ${attrs({ d: `M${x - 12 * s} ${y}h${24 * s}`, transform: turn, stroke: shade(c, -0.3), 'stroke-width': 1.5 * s })}/>`,
      )
      return
    case 'leaves':
    case 'petals':
      svg.add(
        `<path ${attrs({
          d: `M${x - 24 * s} ${y}Q${x} ${y - 16 * s} ${x + 24 * s} ${y}Q${x} ${y + 16 * s} ${x - 24 * s} ${y}Z`,
          transform: turn,
          fill: svg.linear(
            [
              [0, shade(c, 0.25)],
              [1, shade(c, -0.3)],
            ],
            0,
            0,
            1,
            1,
          ),
        })}/>`,
        prop === 'leaves'
          ? `<path ${attrs({ d: `M${x - 22 * s} ${y}H${x + 22 * s}`, transform: turn, stroke: shade(c, 0.35), 'stroke-width': 1.5 * s })}/>`
          : '',
      )
      return
    case 'chips':
      svg.add(
        ground,
        `<path ${attrs({
          d: `M${x} ${y}l${14 * s} ${-8 * s}l${12 * s} ${7 * s}l${-5 * s} ${10 * s}l${-16 * s} ${2 * s}Z`,
          transform: turn,
          fill: svg.linear(
            [
              [0, shade(c, 0.3)],
              [1, shade(c, -0.3)],
            ],
            0,
            0,
            1,
            1,
          ),
        })}/>`,
      )
      return
    case 'cloves':
      svg.add(
        `<path ${attrs({ d: `M${x} ${y}l${20 * s} ${4 * s}`, transform: turn, stroke: c, 'stroke-width': 4 * s, 'stroke-linecap': 'round' })}/>`,
        `<circle ${attrs({ cx: x, cy: y, r: 6 * s, fill: shade(c, 0.15) })}/>`,
      )
      return
    case 'threads':
      svg.add(
        `<path ${attrs({ d: `M${x} ${y}q${8 * s} ${-6 * s} ${18 * s} ${-2 * s}`, transform: turn, stroke: c, 'stroke-width': 2.5 * s, fill: 'none', 'stroke-linecap': 'round' })}/>`,
      )
      return
  }
}

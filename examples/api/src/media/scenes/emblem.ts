import { shade } from './colour.ts'
import { star } from './object-parts.ts'
import { seededRandom } from './random.ts'
import { attrs, round, SvgCanvas } from './svg.ts'

/**
 * A brand's mark, with no lettering (fonts differ between machines; the name is the picture's
 * text alternative): a medallion of arches, a star and a ring of dots in the brand's colours on
 * a transparent ground, `width` × `width / 2` pixels.
 */
export function emblemSvg(slug: string, colour: string, width: number): string {
  const random = seededRandom(slug)
  const svg = new SvgCanvas(width, width / 2)
  const cx = 500
  const cy = 250
  const accent = random.pick(['#c9a243', '#f3ead2', '#d98a3a'])
  const metal = svg.radial(
    [
      [0, shade(colour, 0.35)],
      [0.7, colour],
      [1, shade(colour, -0.45)],
    ],
    0.38,
    0.32,
    0.8,
  )
  svg.add(
    `<circle ${attrs({ cx: cx + 8, cy: cy + 12, r: 205, fill: '#000000', opacity: 0.18 })}/>`,
    `<circle ${attrs({ cx, cy, r: 205, fill: metal })}/>`,
    `<circle ${attrs({ cx, cy, r: 176, fill: 'none', stroke: accent, 'stroke-width': 10 })}/>`,
  )
  const points = 8 + Math.floor(random.next() * 3) * 4
  const dots: string[] = []
  for (let i = 0; i < points * 2; i++) {
    const a = (Math.PI * i) / points
    const x = cx + Math.cos(a) * 192
    const y = cy + Math.sin(a) * 192
    dots.push(`M${round(x - 5)} ${round(y)}a5 5 0 1 0 10 0a5 5 0 1 0 -10 0`)
  }
  svg.add(`<path ${attrs({ d: dots.join(''), fill: accent })}/>`)
  // Arches, as on the windows of old Najdi and Hijazi houses.
  const arches = 3 + Math.floor(random.next() * 2)
  const archW = 200 / arches
  for (let i = 0; i < arches; i++) {
    const x = cx - 100 + archW * i + archW * 0.15
    const w = archW * 0.7
    svg.add(
      `<path ${attrs({ d: `M${x} ${cy + 110}V${cy + 10}Q${x + w / 2} ${cy - 60} ${x + w} ${cy + 10}V${cy + 110}Z`, fill: shade(colour, -0.5), stroke: accent, 'stroke-width': 4 })}/>`,
    )
  }
  svg.add(
    `<path ${attrs({ d: star(cx, cy - 90, 52), fill: accent })}/>`,
    `<rect ${attrs({ x: cx - 120, y: cy + 110, width: 240, height: 14, rx: 7, fill: accent })}/>`,
  )
  return svg.toString(1000, 500)
}

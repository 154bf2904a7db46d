import { shade } from './colour.ts'
import { star } from './object-parts.ts'
import { seededRandom } from './random.ts'
import { attrs, round, SvgCanvas } from './svg.ts'

/**
 * A brand's mark, with no lettering (fonts differ between machines; the name is the picture's
 * text alternative): a medallion of arches, a star and a ring of dots in the brand's colours on
 * a transparent ground, `width` × `width / 2` pixels. Inside, one of six motifs (`motif`): no two
 * of the seed's brands share a mark.
 */
type Motif = (cx: number, cy: number, ink: string, accent: string) => string[]

const shape = (d: string, fill: string, stroke: string) =>
  `<path ${attrs({ d, fill, stroke, 'stroke-width': 4, 'stroke-linejoin': 'round' })}/>`

/** What a medallion holds: arches, a coffee bean, a palm, an incense flame, a dallah, mountains, a lattice. */
const MOTIFS: Motif[] = [
  // Arches, as on the windows of old Najdi and Hijazi houses, under a star.
  (cx, cy, ink, accent) => [
    ...[0, 1, 2].map((i) => {
      const x = cx - 100 + (200 / 3) * i + 10
      const w = 200 / 3 - 20
      return shape(
        `M${x} ${cy + 110}V${cy + 10}Q${x + w / 2} ${cy - 60} ${x + w} ${cy + 10}V${cy + 110}Z`,
        ink,
        accent,
      )
    }),
    `<path ${attrs({ d: star(cx, cy - 90, 52), fill: accent })}/>`,
  ],
  // A coffee bean, its groove across.
  (cx, cy, ink, accent) => [
    `<ellipse ${attrs({ cx, cy, rx: 95, ry: 135, fill: ink, stroke: accent, 'stroke-width': 6, transform: `rotate(-30 ${cx} ${cy})` })}/>`,
    shape(
      `M${cx - 40} ${cy - 110}C${cx + 40} ${cy - 40} ${cx - 40} ${cy + 40} ${cx + 40} ${cy + 110}`,
      'none',
      accent,
    ),
  ],
  // A date palm: a trunk and five fronds.
  (cx, cy, ink, accent) => [
    shape(
      `M${cx - 14} ${cy + 140}L${cx - 8} ${cy - 40}H${cx + 8}L${cx + 14} ${cy + 140}Z`,
      ink,
      accent,
    ),
    ...[-70, -35, 0, 35, 70].map((angle) =>
      shape(
        `M${cx} ${cy - 50}Q${cx + 40} ${cy - 150} ${cx + 120} ${cy - 90}Q${cx + 50} ${cy - 110} ${cx} ${cy - 50}Z`,
        accent,
        ink,
      ).replace('/>', ` transform="rotate(${angle - 35} ${cx} ${cy - 50})"/>`),
    ),
  ],
  // An incense burner (mabkhara) with its rising smoke.
  (cx, cy, ink, accent) => [
    shape(`M${cx - 90} ${cy + 20}H${cx + 90}L${cx + 55} ${cy + 90}H${cx - 55}Z`, ink, accent),
    shape(`M${cx - 45} ${cy + 90}H${cx + 45}L${cx + 65} ${cy + 140}H${cx - 65}Z`, ink, accent),
    shape(
      `M${cx} ${cy + 10}C${cx - 50} ${cy - 40} ${cx + 50} ${cy - 80} ${cx} ${cy - 140}C${cx + 70} ${cy - 90} ${cx + 10} ${cy - 40} ${cx} ${cy + 10}Z`,
      accent,
      'none',
    ),
  ],
  // A dallah, the Arabic coffee pot: body, lid, spout and handle.
  (cx, cy, ink, accent) => [
    shape(
      `M${cx - 60} ${cy + 130}Q${cx - 80} ${cy} ${cx - 30} ${cy - 40}H${cx + 30}Q${cx + 80} ${cy} ${cx + 60} ${cy + 130}Z`,
      ink,
      accent,
    ),
    shape(
      `M${cx - 30} ${cy - 40}L${cx - 15} ${cy - 110}H${cx + 15}L${cx + 30} ${cy - 40}Z`,
      ink,
      accent,
    ),
    `<path ${attrs({ d: star(cx, cy - 125, 18), fill: accent })}/>`,
    shape(
      `M${cx - 55} ${cy + 20}Q${cx - 120} ${cy - 10} ${cx - 140} ${cy - 90}L${cx - 125} ${cy - 95}Q${cx - 105} ${cy - 30} ${cx - 50} ${cy - 10}Z`,
      ink,
      accent,
    ),
    shape(`M${cx + 58} ${cy - 10}Q${cx + 130} ${cy + 10} ${cx + 62} ${cy + 90}`, 'none', accent),
  ],
  // Mountains of Asir, terraced, under the sun.
  (cx, cy, ink, accent) => [
    `<circle ${attrs({ cx: cx + 70, cy: cy - 80, r: 36, fill: accent })}/>`,
    shape(
      `M${cx - 150} ${cy + 120}L${cx - 40} ${cy - 60}L${cx + 20} ${cy + 20}L${cx + 70} ${cy - 20}L${cx + 150} ${cy + 120}Z`,
      ink,
      accent,
    ),
    shape(`M${cx - 100} ${cy + 60}H${cx + 110}M${cx - 70} ${cy + 10}H${cx + 5}`, 'none', accent),
  ],
  // A woven lattice of diamonds, as on Sadu weaving.
  (cx, cy, ink, accent) =>
    [-1, 0, 1].flatMap((row) =>
      [-1, 0, 1].map((column) => {
        const x = cx + column * 80
        const y = cy + row * 80
        return shape(
          `M${x} ${y - 38}L${x + 38} ${y}L${x} ${y + 38}L${x - 38} ${y}Z`,
          (row + column) % 2 ? accent : ink,
          accent,
        )
      }),
    ),
]

export function emblemSvg(slug: string, colour: string, width: number, motif = 0): string {
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
  const ink = shade(colour, -0.5)
  svg.add(...MOTIFS[motif % MOTIFS.length]!(cx, cy, ink, accent))
  return svg.toString(1000, 500)
}

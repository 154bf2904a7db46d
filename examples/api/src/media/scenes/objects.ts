import { mix, shade } from './colour.ts'
import type { Random } from './random.ts'
import type { LightSide } from './studio.ts'
import { attrs, round, type SvgCanvas } from './svg.ts'

/** The things the seed photographs: one per kind of product. */
export type ObjectKind =
  | 'pouch'
  | 'tin'
  | 'jar'
  | 'vial'
  | 'bottle'
  | 'tray'
  | 'burner'
  | 'pot'
  | 'flask'
  | 'cups'
  | 'cloth'
  | 'bowl'
  | 'giftbox'

/** The box an object stands in: its left and top, width and height (bottom on the table). */
export interface Box {
  left: number
  top: number
  width: number
  height: number
}

export interface Look {
  colour: string
  light: LightSide
  random: Random
}

/**
 * Across a body lit from one side: a highlight near the lit edge, the colour itself, and the
 * shade turning away from the light.
 */
export function litGradient(svg: SvgCanvas, colour: string, light: LightSide, gloss = 0.45) {
  const stops: [number, string][] = [
    [0, shade(colour, -0.25)],
    [0.16, shade(colour, gloss)],
    [0.3, shade(colour, gloss * 0.3)],
    [0.62, colour],
    [0.88, shade(colour, -0.42)],
    [1, shade(colour, -0.58)],
  ]
  return light === -1
    ? svg.linear(stops)
    : svg.linear(stops.map(([offset, c]) => [1 - offset, c] as [number, string]).reverse())
}

/** The part of a box from `fraction` of its height down to its bottom. */
const lowerPart = (b: Box, fraction: number): Box => ({
  ...b,
  top: b.top + b.height * fraction,
  height: b.height * (1 - fraction),
})

/** A soft vertical streak of reflected light on the lit side of a glossy body. */
function gloss(svg: SvgCanvas, box: Box, light: LightSide, opacity = 0.35, at = 0.2) {
  const x = light === -1 ? box.left + box.width * at : box.left + box.width * (1 - at) - 14
  svg.add(
    `<rect ${attrs({
      x,
      y: box.top + box.height * 0.08,
      width: box.width * 0.06,
      height: box.height * 0.78,
      rx: box.width * 0.03,
      fill: svg.linear(
        [
          [0, '#ffffff', 0],
          [0.5, '#ffffff', opacity],
          [1, '#ffffff', 0],
        ],
        0,
        0,
        0,
        1,
      ),
    })}/>`,
  )
}

/** A printed label: paper, an emblem in the product's colour and lines standing for the text. */
function label(svg: SvgCanvas, x: number, y: number, w: number, h: number, look: Look) {
  const paper = svg.linear(
    look.light === -1
      ? [
          [0, '#fbf6ea'],
          [0.7, '#efe6d2'],
          [1, '#c9bda5'],
        ]
      : [
          [0, '#c9bda5'],
          [0.3, '#efe6d2'],
          [1, '#fbf6ea'],
        ],
  )
  const ink = shade(look.colour, -0.35)
  svg.add(
    `<rect ${attrs({ x, y, width: w, height: h, rx: Math.min(w, h) * 0.06, fill: paper })}/>`,
    `<circle ${attrs({ cx: x + w / 2, cy: y + h * 0.3, r: Math.min(w, h) * 0.14, fill: 'none', stroke: ink, 'stroke-width': Math.max(2, w * 0.018) })}/>`,
    `<path ${attrs({ d: star(x + w / 2, y + h * 0.3, Math.min(w, h) * 0.09), fill: ink })}/>`,
    `<rect ${attrs({ x: x + w * 0.2, y: y + h * 0.56, width: w * 0.6, height: Math.max(3, h * 0.07), rx: 2, fill: ink })}/>`,
    `<rect ${attrs({ x: x + w * 0.28, y: y + h * 0.72, width: w * 0.44, height: Math.max(2, h * 0.04), rx: 2, fill: ink, opacity: 0.6 })}/>`,
  )
}

/** An eight-pointed star (two squares), the motif of the shop's labels and patterns. */
export function star(cx: number, cy: number, r: number): string {
  const points: string[] = []
  for (let i = 0; i < 16; i++) {
    const angle = (Math.PI / 8) * i
    const radius = i % 2 === 0 ? r : r * 0.62
    points.push(`${round(cx + Math.cos(angle) * radius)},${round(cy + Math.sin(angle) * radius)}`)
  }
  return `M${points.join('L')}Z`
}

/** How wide each kind is for its height, so a scene can place and shadow it before drawing. */
export const ASPECT: Record<ObjectKind, number> = {
  pouch: 0.72,
  tin: 0.62,
  jar: 0.74,
  vial: 0.5,
  bottle: 0.52,
  tray: 1.55,
  burner: 0.72,
  pot: 0.95,
  flask: 0.4,
  cups: 1.7,
  cloth: 1.35,
  bowl: 1.45,
  giftbox: 1.1,
}

type Draw = (svg: SvgCanvas, box: Box, look: Look) => void

const pouch: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const bottom = t + h
  svg.add(
    `<path ${attrs({ d: `M${l + w * 0.05} ${t + h * 0.1}L${l + w * 0.95} ${t + h * 0.1}Q${l + w * 1.03} ${t + h * 0.58} ${l + w * 0.98} ${bottom}L${l + w * 0.02} ${bottom}Q${l - w * 0.03} ${t + h * 0.58} ${l + w * 0.05} ${t + h * 0.1}Z`, fill: litGradient(svg, look.colour, look.light, 0.3) })}/>`,
    `<rect ${attrs({ x: l + w * 0.05, y: t, width: w * 0.9, height: h * 0.11, fill: litGradient(svg, shade(look.colour, -0.12), look.light, 0.25) })}/>`,
  )
  // The crimped seal.
  const teeth: string[] = []
  for (let i = 0; i <= 30; i++) {
    const x = l + w * 0.05 + (w * 0.9 * i) / 30
    teeth.push(`M${round(x)} ${round(t + 4)}V${round(t + h * 0.1 - 4)}`)
  }
  svg.add(
    `<path ${attrs({ d: teeth.join(''), stroke: shade(look.colour, -0.5), 'stroke-width': 2, opacity: 0.45 })}/>`,
    `<circle ${attrs({ cx: l + w * 0.5, cy: t + h * 0.22, r: w * 0.045, fill: shade(look.colour, -0.35), stroke: shade(look.colour, 0.2), 'stroke-width': 3 })}/>`,
  )
  label(svg, l + w * 0.17, t + h * 0.38, w * 0.66, h * 0.4, look)
  gloss(svg, b, look.light, 0.22, 0.12)
}

const tin: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const rim = w * 0.12
  const metal = litGradient(svg, shade(look.colour, -0.1), look.light, 0.55)
  svg.add(
    `<rect ${attrs({ x: l, y: t + h * 0.12, width: w, height: h * 0.88 - rim / 2, fill: metal })}/>`,
    `<ellipse ${attrs({ cx: l + w / 2, cy: t + h - rim / 2, rx: w / 2, ry: rim / 2, fill: metal })}/>`,
    `<rect ${attrs({ x: l, y: t + h * 0.4, width: w, height: h * 0.34, fill: litGradient(svg, '#efe4cc', look.light, 0.3) })}/>`,
    `<rect ${attrs({ x: l - w * 0.025, y: t + rim / 2, width: w * 1.05, height: h * 0.13, fill: litGradient(svg, shade(look.colour, -0.3), look.light, 0.6) })}/>`,
    `<ellipse ${attrs({
      cx: l + w / 2,
      cy: t + rim / 2,
      rx: w * 0.525,
      ry: rim / 2,
      fill: svg.linear(
        [
          [0, shade(look.colour, 0.25)],
          [1, shade(look.colour, -0.2)],
        ],
        0,
        0,
        1,
        1,
      ),
    })}/>`,
  )
  const ink = shade(look.colour, -0.2)
  svg.add(
    `<path ${attrs({ d: star(l + w / 2, t + h * 0.57, w * 0.1), fill: ink })}/>`,
    `<rect ${attrs({ x: l, y: t + h * 0.43, width: w, height: 4, fill: ink, opacity: 0.7 })}/>`,
    `<rect ${attrs({ x: l, y: t + h * 0.71, width: w, height: 4, fill: ink, opacity: 0.7 })}/>`,
  )
  gloss(svg, lowerPart(b, 0.12), look.light, 0.3, 0.14)
}

const jar: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const glassTop = t + h * 0.16
  svg.add(
    `<rect ${attrs({ x: l, y: glassTop, width: w, height: h * 0.84, rx: w * 0.14, fill: '#ffffff', opacity: 0.18 })}/>`,
    `<rect ${attrs({ x: l + w * 0.04, y: glassTop + h * 0.12, width: w * 0.92, height: h * 0.7, rx: w * 0.12, fill: litGradient(svg, look.colour, look.light, 0.5) })}/>`,
    // Light through the contents: honey glows where it is thin.
    `<ellipse ${attrs({
      cx: l + w * (look.light === -1 ? 0.62 : 0.38),
      cy: glassTop + h * 0.5,
      rx: w * 0.28,
      ry: h * 0.26,
      fill: svg.radial([
        [0, shade(look.colour, 0.45), 0.7],
        [1, shade(look.colour, 0.45), 0],
      ]),
    })}/>`,
    `<rect ${attrs({ x: l + w * 0.06, y: t, width: w * 0.88, height: h * 0.18, rx: w * 0.03, fill: litGradient(svg, '#c8a24c', look.light, 0.55) })}/>`,
  )
  const ridges: string[] = []
  for (let i = 1; i < 22; i++) {
    const x = l + w * 0.06 + (w * 0.88 * i) / 22
    ridges.push(`M${round(x)} ${round(t + 4)}V${round(t + h * 0.18 - 4)}`)
  }
  svg.add(
    `<path ${attrs({ d: ridges.join(''), stroke: '#000000', 'stroke-width': 2, opacity: 0.16 })}/>`,
  )
  label(svg, l + w * 0.2, glassTop + h * 0.3, w * 0.6, h * 0.3, look)
  gloss(svg, lowerPart(b, 0.16), look.light, 0.5, 0.1)
}

const vial: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  svg.add(
    `<rect ${attrs({ x: l + w * 0.22, y: t, width: w * 0.56, height: h * 0.16, rx: w * 0.05, fill: litGradient(svg, '#a8784a', look.light, 0.3) })}/>`,
    `<rect ${attrs({ x: l, y: t + h * 0.14, width: w, height: h * 0.86, rx: w * 0.16, fill: '#ffffff', opacity: 0.2 })}/>`,
  )
  const threads: string[] = []
  for (let i = 0; i < 140; i++) {
    const x = l + w * look.random.between(0.1, 0.9)
    const y = t + h * look.random.between(0.45, 0.95)
    const a = look.random.between(0, Math.PI)
    const len = w * look.random.between(0.08, 0.2)
    threads.push(
      `M${round(x)} ${round(y)}q${round(Math.cos(a) * len * 0.5)} ${round(-len * 0.2)} ${round(Math.cos(a) * len)} ${round(Math.sin(a) * len * 0.4)}`,
    )
  }
  svg.add(
    `<path ${attrs({ d: threads.join(''), stroke: look.colour, 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' })}/>`,
    `<path ${attrs({ d: threads.slice(0, 50).join(''), stroke: shade(look.colour, 0.35), 'stroke-width': 2, fill: 'none' })}/>`,
  )
  label(svg, l + w * 0.15, t + h * 0.24, w * 0.7, h * 0.2, look)
  gloss(svg, lowerPart(b, 0.14), look.light, 0.55, 0.1)
}

const bottle: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const shoulder = t + h * 0.42
  svg.add(
    `<rect ${attrs({ x: l + w * 0.32, y: t, width: w * 0.36, height: h * 0.36, rx: w * 0.05, fill: litGradient(svg, '#c9a243', look.light, 0.7) })}/>`,
    `<circle ${attrs({ cx: l + w / 2, cy: t, r: w * 0.12, fill: litGradient(svg, '#c9a243', look.light, 0.7) })}/>`,
    `<rect ${attrs({ x: l + w * 0.38, y: t + h * 0.34, width: w * 0.24, height: h * 0.1, fill: shade('#c9a243', -0.3) })}/>`,
  )
  // Cut glass: facets of the liquid's colour, each lit differently.
  const facets = 5
  for (let i = 0; i < facets; i++) {
    const x0 = l + (w * i) / facets
    const x1 = l + (w * (i + 1)) / facets
    const lit = look.light === -1 ? (facets - i) / facets : (i + 1) / facets
    const tone = shade(look.colour, lit * 0.55 - 0.3)
    const inset = i === 0 || i === facets - 1 ? w * 0.08 : 0
    svg.add(
      `<path ${attrs({ d: `M${x0 + (i === 0 ? inset : 0)} ${shoulder}L${x1 - (i === facets - 1 ? inset : 0)} ${shoulder}L${x1} ${shoulder + h * 0.1}L${x1} ${t + h - h * 0.04}L${x0} ${t + h - h * 0.04}L${x0} ${shoulder + h * 0.1}Z`, fill: tone })}/>`,
    )
  }
  svg.add(
    `<rect ${attrs({ x: l, y: t + h * 0.94, width: w, height: h * 0.06, rx: 4, fill: shade(look.colour, -0.5) })}/>`,
    `<rect ${attrs({ x: l + w * 0.22, y: shoulder + h * 0.2, width: w * 0.56, height: h * 0.2, rx: 6, fill: '#f3ead2', opacity: 0.9 })}/>`,
    `<path ${attrs({ d: star(l + w / 2, shoulder + h * 0.3, w * 0.08), fill: '#b08d3a' })}/>`,
  )
  gloss(svg, lowerPart(b, 0.42), look.light, 0.6, 0.12)
}

const tray: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const box = look.random.pick(['#1f4d3a', '#7a1f2b', '#2b3a55', '#a8842c'])
  const rim = t + h * 0.42
  svg.add(
    `<path ${attrs({ d: `M${l + w * 0.03} ${rim}L${l + w * 0.13} ${t}L${l + w * 0.87} ${t}L${l + w * 0.97} ${rim}Z`, fill: shade(box, -0.45) })}/>`,
  )
  // Rows of dates, smaller towards the back.
  for (let row = 0; row < 4; row++) {
    const depth = row / 3
    const y = t + h * 0.06 + (rim - t - h * 0.08) * depth
    const span = w * (0.72 + 0.18 * depth)
    const count = 6
    for (let i = 0; i < count; i++) {
      const x = l + (w - span) / 2 + span * ((i + 0.5) / count) + look.random.between(-6, 6)
      const rx = (w / count) * 0.34 * (0.8 + 0.25 * depth)
      date(svg, x, y, rx, rx * 0.62, look)
    }
  }
  svg.add(
    `<rect ${attrs({ x: l + w * 0.03, y: rim, width: w * 0.94, height: h - (rim - t), fill: litGradient(svg, box, look.light, 0.35) })}/>`,
    `<rect ${attrs({ x: l + w * 0.03, y: rim, width: w * 0.94, height: 6, fill: '#d9b45a' })}/>`,
    `<path ${attrs({ d: star(l + w / 2, rim + (h - (rim - t)) / 2, h * 0.16), fill: '#d9b45a', opacity: 0.9 })}/>`,
  )
}

/** One glossy date. */
export function date(svg: SvgCanvas, x: number, y: number, rx: number, ry: number, look: Look) {
  const angle = look.random.between(-25, 25)
  svg.add(
    `<ellipse ${attrs({
      cx: x,
      cy: y,
      rx,
      ry,
      transform: `rotate(${round(angle)} ${round(x)} ${round(y)})`,
      fill: svg.radial(
        [
          [0, shade(look.colour, 0.35)],
          [0.45, look.colour],
          [1, shade(look.colour, -0.55)],
        ],
        look.light === -1 ? 0.35 : 0.65,
        0.35,
        0.7,
      ),
    })}/>`,
    `<ellipse ${attrs({ cx: x - look.light * rx * 0.35, cy: y - ry * 0.45, rx: rx * 0.3, ry: ry * 0.16, fill: '#ffffff', opacity: 0.35 })}/>`,
  )
}

const burner: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const body = look.random.pick(['#b08d3a', '#6b4226', '#8a6a3a'])
  const metal = litGradient(svg, body, look.light, 0.55)
  const rim = t + h * 0.3
  // Smoke rising from the glowing bakhoor.
  const smoke: string[] = []
  for (let i = 0; i < 3; i++) {
    const x = l + w * (0.42 + i * 0.08)
    smoke.push(
      `M${round(x)} ${round(rim - 10)}c${round(-w * 0.2)} ${round(-h * 0.15)} ${round(w * 0.22)} ${round(-h * 0.25)} ${round(w * 0.02 * (i - 1))} ${round(-h * 0.45)}`,
    )
  }
  svg.add(
    `<path ${attrs({ d: smoke.join(''), stroke: '#ffffff', 'stroke-width': w * 0.035, fill: 'none', opacity: 0.14, 'stroke-linecap': 'round' })}/>`,
    `<path ${attrs({ d: smoke.join(''), stroke: '#ffffff', 'stroke-width': w * 0.012, fill: 'none', opacity: 0.22, 'stroke-linecap': 'round' })}/>`,
    `<path ${attrs({ d: `M${l + w * 0.14} ${t + h}L${l + w * 0.86} ${t + h}L${l + w * 0.68} ${t + h * 0.86}L${l + w * 0.32} ${t + h * 0.86}Z`, fill: metal })}/>`,
    `<rect ${attrs({ x: l + w * 0.39, y: t + h * 0.5, width: w * 0.22, height: h * 0.37, fill: metal })}/>`,
    `<path ${attrs({ d: `M${l} ${rim}L${l + w} ${rim}Q${l + w * 0.92} ${t + h * 0.52} ${l + w * 0.5} ${t + h * 0.53}Q${l + w * 0.08} ${t + h * 0.52} ${l} ${rim}Z`, fill: metal })}/>`,
    `<ellipse ${attrs({ cx: l + w / 2, cy: rim, rx: w / 2, ry: h * 0.045, fill: shade(body, -0.45) })}/>`,
    `<ellipse ${attrs({
      cx: l + w / 2,
      cy: rim,
      rx: w * 0.3,
      ry: h * 0.03,
      fill: svg.radial([
        [0, '#ffb347', 0.9],
        [1, '#c0391b', 0],
      ]),
    })}/>`,
  )
  for (let i = 0; i < 7; i++) {
    const x = l + w * look.random.between(0.25, 0.72)
    const y = rim - look.random.between(2, h * 0.03)
    const s = w * look.random.between(0.03, 0.06)
    svg.add(
      `<path ${attrs({ d: `M${x} ${y}l${s} ${-s * 0.6}l${s * 0.8} ${s * 0.5}l${-s * 0.3} ${s * 0.7}Z`, fill: shade(look.colour, look.random.between(-0.2, 0.2)) })}/>`,
    )
  }
  // Engraved bands.
  for (const y of [t + h * 0.38, t + h * 0.44]) {
    svg.add(
      `<path ${attrs({ d: `M${l + w * 0.08} ${y}Q${l + w / 2} ${y + h * 0.03} ${l + w * 0.92} ${y}`, stroke: shade(body, 0.4), 'stroke-width': 3, fill: 'none', opacity: 0.7 })}/>`,
    )
  }
}

const pot: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  // The dallah faces away from the light: spout on the shadow side, handle on the lit side.
  const spoutSide = look.light === -1 ? 1 : -1
  const cx = l + w / 2
  const bodyW = w * 0.56
  const metal = litGradient(svg, look.colour, look.light, 0.6)
  const spoutBase = cx + spoutSide * bodyW * 0.32
  svg.add(
    `<path ${attrs({ d: `M${spoutBase} ${t + h * 0.62}Q${spoutBase + spoutSide * w * 0.18} ${t + h * 0.45} ${cx + spoutSide * w * 0.48} ${t + h * 0.12}L${cx + spoutSide * w * 0.44} ${t + h * 0.1}Q${spoutBase + spoutSide * w * 0.05} ${t + h * 0.35} ${spoutBase - spoutSide * w * 0.04} ${t + h * 0.42}Z`, fill: metal })}/>`,
    `<path ${attrs({ d: `M${cx - spoutSide * bodyW * 0.42} ${t + h * 0.3}C${cx - spoutSide * w * 0.62} ${t + h * 0.32} ${cx - spoutSide * w * 0.6} ${t + h * 0.7} ${cx - spoutSide * bodyW * 0.5} ${t + h * 0.78}`, stroke: shade(look.colour, -0.25), 'stroke-width': w * 0.045, fill: 'none', 'stroke-linecap': 'round' })}/>`,
    // Body: a wide belly, a waist and a flared neck.
    `<path ${attrs({ d: `M${cx - bodyW * 0.22} ${t + h * 0.22}L${cx + bodyW * 0.22} ${t + h * 0.22}Q${cx + bodyW * 0.2} ${t + h * 0.42} ${cx + bodyW * 0.5} ${t + h * 0.62}Q${cx + bodyW * 0.62} ${t + h * 0.92} ${cx + bodyW * 0.42} ${t + h}L${cx - bodyW * 0.42} ${t + h}Q${cx - bodyW * 0.62} ${t + h * 0.92} ${cx - bodyW * 0.5} ${t + h * 0.62}Q${cx - bodyW * 0.2} ${t + h * 0.42} ${cx - bodyW * 0.22} ${t + h * 0.22}Z`, fill: metal })}/>`,
    `<path ${attrs({ d: `M${cx - bodyW * 0.3} ${t + h * 0.22}Q${cx} ${t - h * 0.02} ${cx + bodyW * 0.3} ${t + h * 0.22}Z`, fill: litGradient(svg, shade(look.colour, -0.1), look.light, 0.6) })}/>`,
    `<circle ${attrs({ cx, cy: t + h * 0.07, r: w * 0.035, fill: shade(look.colour, 0.2) })}/>`,
    `<rect ${attrs({ x: cx - bodyW * 0.34, y: t + h * 0.21, width: bodyW * 0.68, height: h * 0.025, rx: 4, fill: shade(look.colour, -0.35) })}/>`,
  )
  for (const y of [0.66, 0.72]) {
    svg.add(
      `<path ${attrs({ d: `M${cx - bodyW * 0.52} ${t + h * y}Q${cx} ${t + h * (y + 0.04)} ${cx + bodyW * 0.52} ${t + h * y}`, stroke: shade(look.colour, -0.4), 'stroke-width': 3, fill: 'none', opacity: 0.6 })}/>`,
    )
  }
  gloss(
    svg,
    { left: cx - bodyW / 2, top: t + h * 0.5, width: bodyW, height: h * 0.45 },
    look.light,
    0.55,
    0.15,
  )
}

const flask: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const metal = litGradient(svg, look.colour, look.light, 0.55)
  svg.add(
    `<rect ${attrs({ x: l, y: t + h * 0.22, width: w, height: h * 0.78, rx: w * 0.18, fill: metal })}/>`,
    `<path ${attrs({ d: `M${l + w * 0.04} ${t + h * 0.24}Q${l + w * 0.1} ${t + h * 0.1} ${l + w * 0.3} ${t + h * 0.08}L${l + w * 0.7} ${t + h * 0.08}Q${l + w * 0.9} ${t + h * 0.1} ${l + w * 0.96} ${t + h * 0.24}Z`, fill: litGradient(svg, shade(look.colour, -0.3), look.light, 0.5) })}/>`,
    `<rect ${attrs({ x: l + w * 0.36, y: t, width: w * 0.28, height: h * 0.09, rx: w * 0.06, fill: shade(look.colour, -0.45) })}/>`,
    `<rect ${attrs({ x: l, y: t + h * 0.3, width: w, height: h * 0.03, fill: shade(look.colour, -0.5), opacity: 0.6 })}/>`,
    `<rect ${attrs({ x: l, y: t + h * 0.9, width: w, height: h * 0.03, fill: shade(look.colour, -0.5), opacity: 0.6 })}/>`,
  )
  gloss(svg, lowerPart(b, 0.25), look.light, 0.55, 0.16)
}

const cups: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const cupW = w * 0.36
  const spots: [number, number, number][] = [
    [0.2, 0.0, 0.85],
    [0.8, 0.02, 0.85],
    [0.5, 0.14, 1],
  ]
  for (const [fx, fy, scale] of spots) {
    const cw = cupW * scale
    const ch = (h - h * fy) * 0.82 * scale
    const x = l + w * fx - cw / 2
    const y = t + h * fy + (h - h * fy) - ch
    const band = shade(look.colour, -0.55)
    svg.add(
      `<path ${attrs({ d: `M${x} ${y}L${x + cw} ${y}Q${x + cw * 0.96} ${y + ch * 0.85} ${x + cw * 0.72} ${y + ch}L${x + cw * 0.28} ${y + ch}Q${x + cw * 0.04} ${y + ch * 0.85} ${x} ${y}Z`, fill: litGradient(svg, look.colour, look.light, 0.35) })}/>`,
      `<path ${attrs({ d: `M${x + cw * 0.02} ${y + ch * 0.18}L${x + cw * 0.98} ${y + ch * 0.18}L${x + cw * 0.96} ${y + ch * 0.32}L${x + cw * 0.04} ${y + ch * 0.32}Z`, fill: band === look.colour ? '#1f4d3a' : mix(band, '#1f4d3a', 0.6) })}/>`,
      `<ellipse ${attrs({ cx: x + cw / 2, cy: y, rx: cw / 2, ry: ch * 0.09, fill: '#c9a243' })}/>`,
      `<ellipse ${attrs({
        cx: x + cw / 2,
        cy: y + 2,
        rx: cw * 0.46,
        ry: ch * 0.07,
        fill: svg.linear(
          [
            [0, '#6b3f22'],
            [1, '#c9a46a'],
          ],
          0,
          0,
          0,
          1,
        ),
      })}/>`,
    )
  }
}

const cloth: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const layers = 3
  const slab = h / (layers + 0.6)
  const second = look.random.pick(['#f3ead2', '#d9b45a', '#1d1d1f'])
  for (let i = 0; i < layers; i++) {
    const y = t + h - slab * (i + 1)
    const inset = i * w * 0.02 + look.random.between(-6, 6)
    svg.add(
      `<rect ${attrs({ x: l + inset, y, width: w - inset * 2, height: slab, rx: slab * 0.35, fill: litGradient(svg, look.colour, look.light, 0.25) })}/>`,
    )
    // Woven stripes and a row of diamonds.
    for (const at of [0.22, 0.7]) {
      svg.add(
        `<rect ${attrs({ x: l + inset + 8, y: y + slab * at, width: w - inset * 2 - 16, height: slab * 0.1, fill: second, opacity: 0.85 })}/>`,
      )
    }
    const diamonds: string[] = []
    for (let x = l + inset + slab * 0.5; x < l + w - inset - slab * 0.4; x += slab * 0.45) {
      const cy = y + slab * 0.48
      const r = slab * 0.12
      diamonds.push(
        `M${round(x)} ${round(cy - r)}l${round(r)} ${round(r)}l${round(-r)} ${round(r)}l${round(-r)} ${round(-r)}Z`,
      )
    }
    svg.add(`<path ${attrs({ d: diamonds.join(''), fill: second, opacity: 0.75 })}/>`)
  }
  // The top fold, seen from above.
  const topY = t + h - slab * layers
  svg.add(
    `<path ${attrs({
      d: `M${l + w * 0.06} ${topY + 4}L${l + w * 0.12} ${t}L${l + w * 0.88} ${t}L${l + w * 0.94} ${topY + 4}Z`,
      fill: svg.linear(
        [
          [0, shade(look.colour, 0.15)],
          [1, shade(look.colour, -0.05)],
        ],
        0,
        0,
        0,
        1,
      ),
    })}/>`,
  )
  const fringe: string[] = []
  for (let i = 0; i < 16; i++) {
    const x = l + w * 0.12 + (w * 0.76 * i) / 15
    fringe.push(
      `M${round(x)} ${round(t + 2)}l${round(look.random.between(-3, 3))} ${round(-slab * 0.12)}`,
    )
  }
  svg.add(
    `<path ${attrs({ d: fringe.join(''), stroke: second, 'stroke-width': 3, opacity: 0.8 })}/>`,
  )
}

const bowl: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const rim = t + h * 0.45
  const wood = '#7a4b2a'
  svg.add(
    `<path ${attrs({
      d: `M${l + w * 0.12} ${rim}Q${l + w * 0.5} ${t - h * 0.12} ${l + w * 0.88} ${rim}Z`,
      fill: svg.radial(
        [
          [0, shade(look.colour, 0.35)],
          [0.6, look.colour],
          [1, shade(look.colour, -0.4)],
        ],
        look.light === -1 ? 0.35 : 0.65,
        0.3,
        0.8,
      ),
    })}/>`,
  )
  const specks: string[] = []
  const lighter: string[] = []
  for (let i = 0; i < 220; i++) {
    const fx = look.random.between(0.16, 0.84)
    const arc = 1 - ((fx - 0.5) / 0.36) ** 2
    const y = rim - look.random.next() * arc * h * 0.27
    const x = l + w * fx
    const r = look.random.between(1.5, 4)
    ;(i % 3 === 0 ? lighter : specks).push(
      `M${round(x - r)} ${round(y)}a${round(r)} ${round(r)} 0 1 0 ${round(r * 2)} 0a${round(r)} ${round(r)} 0 1 0 ${round(-r * 2)} 0`,
    )
  }
  svg.add(
    `<path ${attrs({ d: specks.join(''), fill: shade(look.colour, -0.45), opacity: 0.7 })}/>`,
    `<path ${attrs({ d: lighter.join(''), fill: shade(look.colour, 0.4), opacity: 0.7 })}/>`,
    `<path ${attrs({ d: `M${l} ${rim}L${l + w} ${rim}Q${l + w * 0.95} ${t + h} ${l + w * 0.5} ${t + h}Q${l + w * 0.05} ${t + h} ${l} ${rim}Z`, fill: litGradient(svg, wood, look.light, 0.35) })}/>`,
    `<ellipse ${attrs({ cx: l + w / 2, cy: rim, rx: w / 2, ry: h * 0.04, fill: shade(wood, 0.25) })}/>`,
  )
}

const giftbox: Draw = (svg, b, look) => {
  const { left: l, top: t, width: w, height: h } = b
  const lid = h * 0.22
  const ribbon = '#c9a243'
  svg.add(
    `<rect ${attrs({ x: l + w * 0.03, y: t + lid, width: w * 0.94, height: h - lid, fill: litGradient(svg, look.colour, look.light, 0.25) })}/>`,
    `<rect ${attrs({ x: l, y: t + lid * 0.15, width: w, height: lid, fill: litGradient(svg, shade(look.colour, 0.08), look.light, 0.35) })}/>`,
    `<rect ${attrs({ x: l + w * 0.45, y: t + lid * 0.15, width: w * 0.1, height: h - lid * 0.15, fill: litGradient(svg, ribbon, look.light, 0.5) })}/>`,
    `<path ${attrs({ d: `M${l + w * 0.5} ${t + lid * 0.2}C${l + w * 0.3} ${t - lid * 0.9} ${l + w * 0.18} ${t + lid * 0.2} ${l + w * 0.5} ${t + lid * 0.2}C${l + w * 0.82} ${t + lid * 0.2} ${l + w * 0.7} ${t - lid * 0.9} ${l + w * 0.5} ${t + lid * 0.2}Z`, fill: ribbon })}/>`,
  )
}

export const DRAW: Record<ObjectKind, Draw> = {
  pouch,
  tin,
  jar,
  vial,
  bottle,
  tray,
  burner,
  pot,
  flask,
  cups,
  cloth,
  bowl,
  giftbox,
}

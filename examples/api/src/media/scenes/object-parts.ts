import { shade } from './colour.ts'
import type { Random } from './random.ts'
import type { LightSide } from './studio.ts'
import { attrs, round, type SvgCanvas } from './svg.ts'

// What the drawings of objects share: their box and look, lit bodies, gloss, labels, the star.

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
export const lowerPart = (b: Box, fraction: number): Box => ({
  ...b,
  top: b.top + b.height * fraction,
  height: b.height * (1 - fraction),
})

/** A soft vertical streak of reflected light on the lit side of a glossy body. */
export function gloss(svg: SvgCanvas, box: Box, light: LightSide, opacity = 0.35, at = 0.2) {
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
export function label(svg: SvgCanvas, x: number, y: number, w: number, h: number, look: Look) {
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

/** Draws one kind of object standing in its box. */
export type Draw = (svg: SvgCanvas, box: Box, look: Look) => void

import { shade } from './colour.ts'
import { attrs, SvgCanvas } from './svg.ts'

/** Where the key light comes from: the left (-1) or the right (1). */
export type LightSide = -1 | 1

export type Backdrop = 'paper' | 'warm' | 'evening'
export type Surface = 'wood' | 'stone' | 'linen'

/**
 * A photographer's set: the wall and the table, lit from the left. Few of them exist, so each is
 * drawn once and shared by every picture taken on it (mirrored when the light comes from the
 * right).
 */
export interface SetKey {
  backdrop: Backdrop
  surface: Surface
  /** Width and height in the scene's units; the table starts at `horizon`. */
  width: number
  height: number
  horizon: number
}

export const setName = (set: SetKey) =>
  `${set.backdrop}-${set.surface}-${set.width}x${set.height}-${set.horizon}`

const WALLS: Record<Backdrop, [top: string, glow: string, bottom: string]> = {
  paper: ['#d9d2c6', '#f7f3ec', '#cfc6b8'],
  warm: ['#c9a57e', '#f4dcbc', '#b48a62'],
  evening: ['#2c241f', '#6e5847', '#231c18'],
}

const SURFACES: Record<Surface, [near: string, far: string]> = {
  wood: ['#4a2e1a', '#8a5e3b'],
  stone: ['#9c948a', '#d6d0c7'],
  linen: ['#b9a98f', '#e3d8c4'],
}

/**
 * The set as an SVG document of `pixelWidth` pixels: a backdrop with a soft glow where the light
 * falls, a table top with its texture (wood grain along the planks, mottled stone, woven linen)
 * made by feTurbulence, light pooling on the table, and darker corners as a lens gives them.
 */
export function setScene(set: SetKey, pixelWidth: number): string {
  const { width, height, horizon } = set
  const svg = new SvgCanvas(pixelWidth, Math.round((pixelWidth * height) / width))
  const [top, glow, bottom] = WALLS[set.backdrop]
  svg.add(
    `<rect ${attrs({
      width,
      height: horizon + 2,
      fill: svg.linear(
        [
          [0, top],
          [1, bottom],
        ],
        0,
        0,
        0,
        1,
      ),
    })}/>`,
    `<rect ${attrs({
      width,
      height: horizon + 2,
      fill: svg.radial(
        [
          [0, glow, 0.95],
          [0.55, glow, 0.35],
          [1, glow, 0],
        ],
        0.28,
        0.45,
        0.7,
      ),
    })}/>`,
  )
  const [near, far] = SURFACES[set.surface]
  const tableHeight = height - horizon
  svg.add(
    `<rect ${attrs({
      y: horizon,
      width,
      height: tableHeight,
      fill: svg.linear(
        [
          [0, far],
          [1, near],
        ],
        0,
        0,
        0,
        1,
      ),
    })}/>`,
    `<rect ${attrs({ y: horizon, width, height: tableHeight, filter: svg.filter(surfaceTexture(set.surface)), opacity: set.surface === 'wood' ? 0.55 : 0.4 })}/>`,
    `<rect ${attrs({
      y: horizon,
      width,
      height: tableHeight,
      fill: svg.radial(
        [
          [0, '#ffffff', 0.28],
          [1, '#ffffff', 0],
        ],
        0.28,
        0.1,
        0.75,
      ),
    })}/>`,
    `<rect ${attrs({ y: horizon, width, height: 3, fill: shade(far, 0.35), opacity: 0.6 })}/>`,
    `<rect ${attrs({
      width,
      height,
      fill: svg.radial(
        [
          [0.55, '#000000', 0],
          [1, '#000000', set.backdrop === 'evening' ? 0.5 : 0.3],
        ],
        0.5,
        0.5,
        0.75,
      ),
    })}/>`,
  )
  return svg.toString(width, height)
}

/** The table's texture: grain stretched along the planks, or a fine mottle for stone and linen. */
function surfaceTexture(surface: Surface): string {
  const [frequency, octaves, tone] =
    surface === 'wood'
      ? ['0.0025 0.09', 3, ['0.16', '0.09', '0.04']]
      : surface === 'linen'
        ? ['0.9 0.25', 2, ['0.3', '0.27', '0.22']]
        : ['0.012 0.02', 4, ['0.2', '0.18', '0.16']]
  const [r, g, b] = tone as string[]
  return `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves}" seed="7" result="noise"/><feColorMatrix in="noise" type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 1.6 0 0 0 -0.55"/>`
}

/**
 * The soft shadows an object leaves: a dark contact shadow right under it and a longer, fainter
 * one cast away from the light.
 */
export function drawShadow(
  svg: SvgCanvas,
  x: number,
  y: number,
  halfWidth: number,
  light: LightSide,
) {
  const soft = svg.radial([
    [0, '#000000', 0.5],
    [0.6, '#000000', 0.18],
    [1, '#000000', 0],
  ])
  svg.add(
    `<ellipse ${attrs({ cx: x - light * halfWidth * 0.45, cy: y + halfWidth * 0.05, rx: halfWidth * 1.5, ry: halfWidth * 0.22, fill: soft, opacity: 0.6 })}/>`,
    `<ellipse ${attrs({ cx: x, cy: y, rx: halfWidth * 1.05, ry: halfWidth * 0.11, fill: soft })}/>`,
  )
}

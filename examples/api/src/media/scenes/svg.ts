/**
 * A small SVG writer for the seed pictures: gradients and filters go into `<defs>` under ids of
 * their own, shapes into the body, in drawing order.
 */
export type Stop = [offset: number, colour: string, opacity?: number]

export class SvgCanvas {
  readonly defs: string[] = []
  readonly body: string[] = []
  #count = 0

  readonly width: number
  readonly height: number

  constructor(width: number, height: number) {
    this.width = width
    this.height = height
  }

  #id(prefix: string) {
    this.#count += 1
    return `${prefix}${this.#count}`
  }

  #stops = (stops: Stop[]) =>
    stops
      .map(
        ([offset, colour, opacity]) =>
          `<stop offset="${round(offset)}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${round(opacity)}"`}/>`,
      )
      .join('')

  /** A linear gradient from (x1, y1) to (x2, y2) in the shape's box (0 to 1); answers its url(). */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
    const id = this.#id('l')
    this.defs.push(
      `<linearGradient id="${id}" x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}">${this.#stops(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  /** A radial gradient centred at (cx, cy) of the shape's box, radius r of it; answers its url(). */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.#id('r')
    this.defs.push(
      `<radialGradient id="${id}" cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}">${this.#stops(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  /** A filter made of the given primitives; answers its url(). */
  filter(primitives: string, region = 'x="0" y="0" width="1" height="1"'): string {
    const id = this.#id('f')
    this.defs.push(
      `<filter id="${id}" ${region} color-interpolation-filters="sRGB">${primitives}</filter>`,
    )
    return `url(#${id})`
  }

  add(...shapes: string[]) {
    this.body.push(...shapes)
  }

  /** Draws `draw`'s shapes inside a group with the given attributes (a transform, an opacity). */
  group(attributes: string, draw: () => void) {
    this.body.push(`<g ${attributes}>`)
    draw()
    this.body.push('</g>')
  }

  /** The document, drawn in a `viewWidth` × `viewHeight` space and sized width × height. */
  toString(viewWidth = this.width, viewHeight = this.height): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${viewWidth} ${viewHeight}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
  }
}

/** Two decimals at most: shorter documents, and the same text for the same numbers. */
export const round = (n: number): string => String(Math.round(n * 100) / 100)

/** An attribute list from an object, numbers rounded: `attrs({ x: 1, fill: 'red' })`. */
export const attrs = (values: Record<string, string | number>): string =>
  Object.entries(values)
    .map(([name, value]) => `${name}="${typeof value === 'number' ? round(value) : value}"`)
    .join(' ')

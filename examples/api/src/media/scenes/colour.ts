/** Colour arithmetic on #rrggbb strings, for shading the seed pictures' objects. */

const channels = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
]

const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** `a` moved towards `b` by `t` (0 = a, 1 = b). */
export const mix = (a: string, b: string, t: number): string => {
  const [x, y] = [channels(a), channels(b)]
  return toHex(x.map((c, i) => c + (y[i]! - c) * t))
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export const shade = (hex: string, amount: number): string =>
  amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount)

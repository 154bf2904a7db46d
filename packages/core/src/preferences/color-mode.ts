/** Light or dark (spec §1). */
export type ColorMode = 'light' | 'dark'

export const isColorMode = (value: unknown): value is ColorMode =>
  value === 'light' || value === 'dark'

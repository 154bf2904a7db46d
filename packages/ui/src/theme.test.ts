// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { joinedTheme } from '../scripts/theme.ts'

const css = readFileSync(new URL('./theme.css', import.meta.url), 'utf8')

describe('theme.css', () => {
  it('is the parts of src/theme/ joined in order (run `pnpm --filter @matjar/ui theme`)', () => {
    expect(css).toBe(joinedTheme())
  })

  it('holds the tokens of the spec: 14 px font, 0.5 rem radius, 2 rem button radius, four control heights', () => {
    expect(css).toMatch(/--matjar-font-size:\s*14px/)
    expect(css).toMatch(/--matjar-radius:\s*0\.5rem/)
    expect(css).toMatch(/--matjar-radius-button:\s*2rem/)
    for (const [name, px] of [
      ['xs', 24],
      ['sm', 32],
      ['md', 40],
      ['lg', 48],
    ] as const) {
      expect(css).toMatch(new RegExp(`--matjar-control-${name}:\\s*${px}px`))
    }
  })

  it('uses logical properties only, so right-to-left needs no extra rules', () => {
    expect(css).not.toMatch(/\b(margin|padding|border)-(left|right)\b|\b(left|right):/)
  })
})

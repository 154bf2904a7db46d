import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ALL_MESSAGES } from './all.ts'

const folder = import.meta.dirname
/** Each part's catalogue module: `<part>.ts` beside its `<part>.en.ts`. */
const parts = readdirSync(folder)
  .filter((file) => file.endsWith('.en.ts'))
  .map((file) => file.slice(0, -'.en.ts'.length))

describe('the catalogues the shop loads and sends with its pages', () => {
  it("are the SDK's, the components' and one per part of this folder, each once", async () => {
    const own = await Promise.all(
      parts.map(async (part) => {
        const module: Record<string, unknown> = await import(`./${part}.ts`)
        return Object.values(module).find((value) => ALL_MESSAGES.includes(value as never))
      }),
    )
    expect(own.every(Boolean), `parts: ${parts.join(', ')}`).toBe(true)
    const names = ALL_MESSAGES.map((messages) => messages.name)
    expect(names.slice(0, 2)).toEqual(['sdk', 'ui'])
    expect(new Set(names).size).toBe(names.length)
    expect(ALL_MESSAGES).toHaveLength(parts.length + 2)
  })
})

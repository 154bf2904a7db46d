// Before it listens, a process makes the shopper's first calls itself (warm-up.ts): every one is
// answered, and none of them is written to the request log, which keeps only shoppers' requests.
import { describe, expect, it } from 'vitest'
import { useTestShop } from '../test/shop.ts'
import type { Logger } from './logger.ts'
import { warmUp } from './warm-up.ts'

const lines: string[] = []
const collecting: Logger = {
  info: (entry) => lines.push(JSON.stringify(entry)),
  error: (entry) => lines.push(JSON.stringify(entry)),
}
const shop = useTestShop({ logger: collecting })

describe('the warm-up before listening', () => {
  it("makes the shopper's first calls, answered, with no line in the request log", async () => {
    const answered: string[] = []
    await warmUp(async (request) => {
      const answer = await shop.app.fetch(request)
      answered.push(`${answer.status} ${new URL(request.url).pathname}`)
      return answer
    })
    expect(answered).toContain('200 /data/products')
    expect(answered).toContain('200 /data/categories')
    expect(answered.some((line) => /^200 \/data\/products\/\d+$/.test(line))).toBe(true)
    expect(answered.filter((line) => !line.startsWith('200 '))).toEqual([])
    expect(lines).toEqual([])
    // A shopper's request afterwards is logged as ever.
    await shop.app.request('/data/brands')
    expect(lines.map((line) => JSON.parse(line).path)).toEqual(['/data/brands'])
  })
})

import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { pageQuerySchema, paginated } from './pagination.ts'

describe('lists', () => {
  const page = paginated(z.object({ id: z.number() }))

  it('answer { items, meta }', () => {
    const answer = { items: [{ id: 1 }], meta: { page: 1, per_page: 20, total: 1, last_page: 1 } }
    expect(page.parse(answer)).toEqual(answer)
  })

  it('reject a meta that cannot be', () => {
    const meta = { page: 0, per_page: 20, total: -1, last_page: 1 }
    const issues = page.safeParse({ items: [], meta }).error?.issues.map((i) => i.path.join('.'))
    expect(issues).toEqual(['meta.page', 'meta.total'])
  })

  it('read ?page=&per_page= from the query string, 20 per page by default', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, per_page: 20 })
    expect(pageQuerySchema.parse({ page: '3', per_page: '50' })).toEqual({ page: 3, per_page: 50 })
  })

  it('refuse a page size above 100, a page 0 and unknown parameters', () => {
    expect(pageQuerySchema.safeParse({ per_page: '101' }).success).toBe(false)
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false)
    expect(pageQuerySchema.safeParse({ page: 'two' }).success).toBe(false)
    expect(pageQuerySchema.safeParse({ limit: '10' }).success).toBe(false)
  })
})

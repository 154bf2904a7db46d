import { createOpenApiDocument } from '@matjar/core/contract'
import { sampleCart, sampleProductCard } from '@matjar/core/samples'
import { describe, expect, it } from 'vitest'
import { type Components, type SchemaNode, walkAnswer } from './schema-walk.ts'

const document = createOpenApiDocument()
const components = document.components.schemas as Components
const answerOf = (path: string) =>
  document.paths[path]?.get?.responses['200']?.content['application/json']?.schema as SchemaNode

describe('walkAnswer', () => {
  it("finds nothing wrong in the contract's own sample cart", () => {
    expect(
      walkAnswer(answerOf('/data/product/cart'), { message: '', data: sampleCart }, components),
    ).toEqual([])
  })

  it('names a field left out, with the part of the contract that lists it', () => {
    const { items: _, ...withoutItems } = sampleCart
    expect(
      walkAnswer(answerOf('/data/product/cart'), { message: '', data: withoutItems }, components),
    ).toEqual([
      { rule: 'fields', path: 'data.items', message: 'data.items is missing (Cart lists `items`)' },
    ])
  })

  it('names money written as a number, also where the money may be null', () => {
    const card = { ...sampleProductCard, price: 72, price_before: 90 }
    const page = { items: [card], meta: { page: 1, per_page: 20, total: 1, last_page: 1 } }
    const issues = walkAnswer(answerOf('/data/products'), { message: '', data: page }, components)
    expect(issues.map((issue) => [issue.rule, issue.path])).toEqual([
      ['money', 'data.items[0].price'],
      ['money', 'data.items[0].price_before'],
    ])
    expect(issues[0]?.message).toContain('is 72 (integer)')
  })

  it('names money with one decimal, and accepts null where null is allowed', () => {
    const card = { ...sampleProductCard, price: '72.5', price_before: null }
    const page = { items: [card], meta: { page: 1, per_page: 20, total: 1, last_page: 1 } }
    const issues = walkAnswer(answerOf('/data/products'), { message: '', data: page }, components)
    expect(issues.map((issue) => issue.path)).toEqual(['data.items[0].price'])
  })

  it("reads a union's member by its tag: a products section is not asked for slides", () => {
    const card = { ...sampleProductCard, wholesale_price: 60 }
    const home = {
      sections: [{ type: 'products', title: 'Offers', kind: 'offers', items: [card] }],
    }
    const issues = walkAnswer(answerOf('/data/home'), { message: '', data: home }, components)
    expect(issues.map((issue) => [issue.rule, issue.path])).toEqual([
      ['money', 'data.sections[0].items[0].wholesale_price'],
    ])
  })
})

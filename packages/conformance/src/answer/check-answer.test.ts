import { createOpenApiDocument, endpoints } from '@matjar/core/contract'
import { sampleCart } from '@matjar/core/samples'
import { describe, expect, it } from 'vitest'
import type { Answer } from './answer.ts'
import { checkAnswer } from './check-answer.ts'
import type { Components, SchemaNode } from './schema-walk.ts'

const document = createOpenApiDocument()
const components = document.components.schemas as Components
const cartAnswer = document.paths['/data/product/cart']?.get?.responses['200']?.content[
  'application/json'
]?.schema as SchemaNode

const answer = (status: number, body: unknown): Answer => ({
  request: 'GET /data/product/cart',
  status,
  contentType: 'application/json',
  text: JSON.stringify(body),
  json: body,
})
const rulesOf = (found: { rule: string }[]) => found.map((issue) => issue.rule)

describe('checkAnswer', () => {
  it('passes a cart as the contract has it', () => {
    const found = checkAnswer(
      endpoints.getCart,
      answer(200, { message: '', data: sampleCart }),
      cartAnswer,
      components,
    )
    expect(found).toEqual([])
  })

  it('fails a status the call does not document, such as a 500', () => {
    const found = checkAnswer(
      endpoints.getCart,
      answer(500, { message: 'Server Error' }),
      cartAnswer,
      components,
    )
    expect(rulesOf(found)).toEqual(['status'])
    expect(found[0]?.message).toContain('the contract documents 200, 401, 422')
  })

  it('fails a failure without a message, and a 422 without per-field errors', () => {
    expect(
      rulesOf(checkAnswer(endpoints.getCart, answer(401, {}), cartAnswer, components)),
    ).toEqual(['errors'])
    const bare422 = checkAnswer(
      endpoints.getCart,
      answer(422, { message: 'Invalid' }),
      cartAnswer,
      components,
    )
    expect(bare422).toEqual([
      {
        rule: 'errors',
        message: expect.stringContaining('a 422 without `errors` naming the invalid fields'),
      },
    ])
    const named = answer(422, { message: 'Invalid', errors: { uuid: ['Not a uuid'] } })
    expect(checkAnswer(endpoints.getCart, named, cartAnswer, components)).toEqual([])
  })

  it('fails an answer that is not JSON', () => {
    const html: Answer = {
      request: 'GET /data/product/cart',
      status: 200,
      contentType: 'text/html',
      text: '<p>cart</p>',
      json: undefined,
    }
    expect(rulesOf(checkAnswer(endpoints.getCart, html, cartAnswer, components))).toEqual(['shape'])
  })

  it('reports money and missing fields by their rules, and the rest of the schema as shape', () => {
    const { items: _, ...cart } = sampleCart
    const data = { ...cart, sub_total: 144, status: 7 }
    const found = checkAnswer(
      endpoints.getCart,
      answer(200, { message: '', data }),
      cartAnswer,
      components,
    )
    expect(found.map((issue) => [issue.rule, issue.message.split(' ')[0]])).toEqual([
      ['fields', 'data.items'],
      ['money', 'data.sub_total'],
      ['shape', 'data.status'],
    ])
    // The shape's message says the value it got, not only that it is wrong.
    expect(found[2]?.message).toMatch(/^data\.status is 7 \(number\): /)
  })

  it('names the value a schema refuses, or that it is missing', () => {
    const meta = { page: '2', per_page: 4, total: 9, last_page: 3 }
    const found = checkAnswer(
      endpoints.listProducts,
      answer(200, { message: '', data: { items: [], meta } }),
      undefined,
      components,
    )
    expect(found.map((issue) => issue.message)).toContainEqual(
      expect.stringMatching(/^data\.meta\.page is "2" \(string\): /),
    )
  })
})

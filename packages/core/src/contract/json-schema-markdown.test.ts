import { describe, expect, it } from 'vitest'
import { fieldRows, notesOf, table, typeOf } from './json-schema-markdown.ts'

describe('types in words', () => {
  it('links named parts and spells out the rest', () => {
    expect(typeOf({ $ref: '#/components/schemas/Cart' })).toBe('[Cart](#schema-cart)')
    expect(typeOf({ anyOf: [{ $ref: '#/components/schemas/Cart' }, { type: 'null' }] })).toBe(
      '[Cart](#schema-cart) | null',
    )
    expect(typeOf({ type: 'string', enum: ['home', 'office'] })).toBe('"home" | "office"')
    expect(typeOf({ type: 'string', format: 'date-time' })).toBe('string (date-time)')
    expect(typeOf({ type: 'array', items: { type: 'integer' } })).toBe('integer[]')
    expect(typeOf({ type: ['string', 'null'] })).toBe('string | null')
    expect(typeOf({})).toBe('any')
  })

  it('calls a two-decimal string Money and a binary string a file', () => {
    expect(typeOf({ type: 'string', pattern: '^-?\\d+\\.\\d{2}$' })).toBe('[Money](#schema-money)')
    const pdf = {
      type: 'string',
      format: 'binary',
      anyOf: [{ contentMediaType: 'application/pdf' }],
    }
    expect(typeOf(pdf as never)).toBe('file (application/pdf)')
  })

  it('shows a small inline object at the top, and only "object" below it', () => {
    const page = {
      type: 'object' as const,
      properties: { items: { type: 'array' as const, items: { type: 'string' as const } } },
    }
    expect(typeOf(page)).toBe('{ items: string[] }')
    expect(typeOf(page, 1)).toBe('object')
  })
})

describe('rules in words', () => {
  it('says lengths, bounds, defaults and the description as sentences', () => {
    expect(notesOf({ type: 'string', minLength: 2, maxLength: 255 })).toBe('2–255 characters.')
    expect(notesOf({ type: 'string', minLength: 1 })).toBe('At least 1 character.')
    expect(notesOf({ type: 'integer', exclusiveMinimum: 0, maximum: 999 })).toBe('1–999.')
    expect(notesOf({ type: 'integer', minimum: 1, default: 1, description: 'Page' })).toBe(
      'Page. At least 1; default 1.',
    )
  })
})

describe('field tables', () => {
  it('flattens nested objects and lists of objects with dotted names', () => {
    const rows = fieldRows({
      type: 'object',
      required: ['meta'],
      properties: {
        meta: { type: 'object', required: ['page'], properties: { page: { type: 'integer' } } },
        lines: {
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'integer' } } },
        },
        size: { type: 'integer', default: 20 },
      },
    })
    expect(rows.map((row) => [row.name, row.required])).toEqual([
      ['meta', true],
      ['meta.page', true],
      ['lines', false],
      ['lines[].id', false],
      ['size', false],
    ])
  })

  it('escapes the pipes of unions inside a table cell', () => {
    expect(table(['Type'], [['"a" | "b"']])[2]).toBe('| "a" \\| "b" |')
  })

  it('pads every column to its widest cell, as the formatter does', () => {
    expect(
      table(
        ['Status', 'Meaning'],
        [
          ['401', 'No token'],
          ['4', '–'],
        ],
      ),
    ).toEqual([
      '| Status | Meaning  |',
      '| ------ | -------- |',
      '| 401    | No token |',
      '| 4      | –        |',
    ])
  })
})

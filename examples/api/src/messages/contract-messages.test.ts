import { type Endpoint, endpoints, registerRequestSchema } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/api-error.ts'
import { parseInput } from '../http/validate.ts'
import { translatedContractMessages } from './contract-messages.ts'

type Node = { _zod: { def: Record<string, unknown> & { error?: unknown; checks?: Node[] } } }
const isSchema = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && '_zod' in value

/** The texts given as `error` to the contract's schemas and checks, found by walking them. */
const customTexts = (roots: unknown[]): Set<string> => {
  const texts = new Set<string>()
  const seen = new Set<unknown>()
  const visit = (value: unknown) => {
    if (!isSchema(value) || seen.has(value)) return
    seen.add(value)
    const def = value._zod.def
    for (const owner of [value, ...(def.checks ?? [])]) {
      const error = owner._zod.def.error
      if (typeof error !== 'function') continue
      const text = (() => {
        try {
          return error({})
        } catch {
          return undefined
        }
      })()
      if (typeof text === 'string') texts.add(text)
    }
    for (const part of Object.values(def)) {
      if (Array.isArray(part)) part.forEach(visit)
      else if (isSchema(part)) visit(part)
      else if (typeof part === 'object' && part !== null) Object.values(part).forEach(visit)
    }
  }
  roots.forEach(visit)
  return texts
}

const schemasOf = (endpoint: Endpoint) => [
  endpoint.params,
  endpoint.query,
  endpoint.headers,
  endpoint.body,
]

describe("the contract's validation texts", () => {
  it('each has an Arabic translation (a 422 asked for in Arabic speaks Arabic)', () => {
    const found = customTexts(
      Object.values(endpoints as Record<string, Endpoint>).flatMap(schemasOf),
    )
    expect(found.size).toBeGreaterThan(10)
    const translated = new Set(translatedContractMessages())
    expect([...found].filter((text) => !translated.has(text))).toEqual([])
  })

  it('are answered in Arabic when the request asks for it', () => {
    const refusal = (() => {
      try {
        parseInput(registerRequestSchema, { accept_terms: false, password: 'short' }, 'ar')
      } catch (error) {
        return error as ApiError
      }
    })()
    expect(refusal).toBeInstanceOf(ApiError)
    const errors = Object.values(refusal?.errors ?? {}).flat()
    expect(errors).toContain('يجب الموافقة على الشروط والأحكام')
    expect(errors).toContain('يجب ألا تقل كلمة المرور عن 8 أحرف')
    expect(errors.filter((text) => !/[\u0600-\u06FF]/.test(text))).toEqual([])
  })
})

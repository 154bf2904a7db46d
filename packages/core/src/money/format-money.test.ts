import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromHalalas, toHalalas } from '../contract/halalas.ts'
import { formatMoney, formatSignedNumber } from './format-money.ts'

const NBSP = '\u00a0'
const money = fc.integer({ min: -(10 ** 13), max: 10 ** 13 }).map(fromHalalas)

// Reads a formatted price back into halalas, whatever digits and label it carries.
const readBack = (text: string): number => {
  const latin = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
  const digits = latin.replace(/\D/g, '')
  return (latin.includes('-') ? -1 : 1) * Number(digits)
}

describe('formatMoney', () => {
  it('writes English prices as SAR 1,234.50', () => {
    expect(formatMoney('1234.50', 'en')).toBe(`SAR${NBSP}1,234.50`)
    expect(formatMoney('0.05', 'en')).toBe(`SAR${NBSP}0.05`)
    expect(formatMoney('1234567.00', 'en')).toBe(`SAR${NBSP}1,234,567.00`)
    expect(formatMoney('-12.00', 'en')).toBe(`-SAR${NBSP}12.00`)
  })

  it('writes Arabic prices with Latin digits and the riyal label after the amount', () => {
    expect(formatMoney('1234.50', 'ar')).toBe(`1,234.50${NBSP}ريال`)
    expect(formatMoney('-12.00', 'ar')).toBe(`\u200e-12.00${NBSP}ريال`)
  })

  it('writes Arabic-Indic digits on request', () => {
    expect(formatMoney('1234.50', 'ar', { digits: 'arab' })).toBe(`١٬٢٣٤٫٥٠${NBSP}ريال`)
    expect(formatMoney('-0.05', 'ar', { digits: 'arab' })).toBe(`\u061c-٠٫٠٥${NBSP}ريال`)
  })

  it('leaves the label out on request', () => {
    expect(formatMoney('99.90', 'en', { label: false })).toBe('99.90')
    expect(formatMoney('99.90', 'ar', { label: false })).toBe('99.90')
  })

  it('refuses amounts that are not wire money', () => {
    expect(() => formatMoney('12.5', 'en')).toThrow(TypeError)
  })

  it('never loses or changes the amount', () => {
    fc.assert(
      fc.property(
        money,
        fc.constantFrom('en' as const, 'ar' as const),
        fc.constantFrom('latn' as const, 'arab' as const),
        (amount, language, digits) => {
          expect(readBack(formatMoney(amount, language, { digits }))).toBe(toHalalas(amount))
        },
      ),
    )
  })

  it('agrees with the ICU number formats of this runtime', () => {
    const oracles = {
      en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }),
      latn: new Intl.NumberFormat('ar-u-nu-latn', { minimumFractionDigits: 2 }),
      arab: new Intl.NumberFormat('ar-u-nu-arab', { minimumFractionDigits: 2 }),
    }
    const decimal = (amount: string) => amount as unknown as number
    fc.assert(
      fc.property(money, (amount) => {
        expect(formatMoney(amount, 'en', { label: false })).toBe(oracles.en.format(decimal(amount)))
        expect(formatMoney(amount, 'ar', { label: false })).toBe(
          oracles.latn.format(decimal(amount)),
        )
        expect(formatMoney(amount, 'ar', { label: false, digits: 'arab' })).toBe(
          oracles.arab.format(decimal(amount)),
        )
      }),
    )
  })

  it('writes a sign on both sides of zero the same way, left of the digits in both languages', () => {
    const oracle = new Intl.NumberFormat('ar-u-nu-latn', {
      minimumFractionDigits: 2,
      signDisplay: 'exceptZero',
    })
    expect(formatMoney('10.00', 'en', { signDisplay: 'always' })).toBe('+SAR\u00a010.00')
    expect(formatMoney('-10.00', 'en', { signDisplay: 'always' })).toBe('-SAR\u00a010.00')
    expect(formatMoney('0.00', 'en', { signDisplay: 'always' })).toBe('SAR\u00a00.00')
    for (const amount of ['13.00', '-13.00']) {
      expect(formatMoney(amount, 'ar', { signDisplay: 'always', label: false })).toBe(
        oracle.format(Number(amount)),
      )
    }
    expect(formatSignedNumber(120, 'en')).toBe('+120')
    expect(formatSignedNumber(-40, 'ar')).toBe('\u200e-40')
    expect(formatSignedNumber(0, 'ar')).toBe('0')
  })
})

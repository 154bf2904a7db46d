import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromHalalas } from '../contract/halalas.ts'
import {
  addMoney,
  multiplyMoney,
  percentOfMoney,
  subtractMoney,
  sumMoney,
} from './money-arithmetic.ts'

// Amounts a shop meets, positive and negative, far from the safe-integer edge.
const money = fc.integer({ min: -(10 ** 12), max: 10 ** 12 }).map(fromHalalas)

describe('money arithmetic', () => {
  it('adds without float drift', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30')
    expect(addMoney('19.99', '0.01')).toBe('20.00')
    expect(sumMoney(['0.10', '0.20', '0.30'])).toBe('0.60')
    expect(sumMoney([])).toBe('0.00')
  })

  it('subtracts into negatives', () => {
    expect(subtractMoney('10.00', '12.50')).toBe('-2.50')
    expect(subtractMoney('100.00', '0.01')).toBe('99.99')
  })

  it('multiplies a price by a quantity', () => {
    expect(multiplyMoney('19.99', 3)).toBe('59.97')
    expect(multiplyMoney('19.99', 0)).toBe('0.00')
    expect(() => multiplyMoney('19.99', 1.5)).toThrow(RangeError)
  })

  it('refuses sums beyond exact counting', () => {
    expect(() => addMoney('90071992547409.91', '0.01')).toThrow(RangeError)
  })

  it('adds commutatively and associatively', () => {
    fc.assert(
      fc.property(money, money, money, (a, b, c) => {
        expect(addMoney(a, b)).toBe(addMoney(b, a))
        expect(addMoney(addMoney(a, b), c)).toBe(addMoney(a, addMoney(b, c)))
        expect(sumMoney([a, b, c])).toBe(addMoney(addMoney(a, b), c))
      }),
    )
  })

  it('undoes an addition by a subtraction', () => {
    fc.assert(
      fc.property(money, money, (a, b) => {
        expect(subtractMoney(addMoney(a, b), b)).toBe(a)
      }),
    )
  })

  it('multiplies as repeated addition', () => {
    fc.assert(
      fc.property(money, fc.integer({ min: 0, max: 50 }), (price, quantity) => {
        expect(multiplyMoney(price, quantity)).toBe(sumMoney(Array(quantity).fill(price)))
      }),
    )
  })
})

describe('percentOfMoney', () => {
  it('takes exact percentages', () => {
    expect(percentOfMoney('200.00', 15)).toBe('30.00')
    expect(percentOfMoney('200.00', '15.00')).toBe('30.00')
    expect(percentOfMoney('99.99', 100)).toBe('99.99')
    expect(percentOfMoney('80.00', 12.5)).toBe('10.00')
  })

  it('rounds half a halala away from zero', () => {
    // 12.5 % of 4 halalas is 0.5 halala
    expect(percentOfMoney('0.04', 12.5)).toBe('0.01')
    expect(percentOfMoney('-0.04', 12.5)).toBe('-0.01')
    // 10 % of 0.14 is 1.4 halalas, of 0.16 is 1.6
    expect(percentOfMoney('0.14', 10)).toBe('0.01')
    expect(percentOfMoney('0.16', 10)).toBe('0.02')
    // 10 % of 0.15 is exactly 1.5 halalas
    expect(percentOfMoney('0.15', 10)).toBe('0.02')
    expect(percentOfMoney('-0.15', 10)).toBe('-0.02')
  })

  it('refuses percentages finer than hundredths', () => {
    expect(() => percentOfMoney('10.00', 12.345)).toThrow(RangeError)
    expect(() => percentOfMoney('10.00', Number.NaN)).toThrow(RangeError)
    expect(() => percentOfMoney('10.00', '12.5')).toThrow(TypeError)
  })

  it('never moves more than half a halala from the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 9), max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10_000 }),
        (halalas, hundredthsOfPercent) => {
          const result = percentOfMoney(fromHalalas(halalas), hundredthsOfPercent / 100)
          const exact = (halalas * hundredthsOfPercent) / 10_000
          const [riyals = '', cents = ''] = result.replace('-', '').split('.')
          const got = (result.startsWith('-') ? -1 : 1) * (Number(riyals) * 100 + Number(cents))
          expect(Math.abs(got - exact)).toBeLessThanOrEqual(0.5 + 1e-9)
        },
      ),
    )
  })
})

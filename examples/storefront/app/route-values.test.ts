import { describe, expect, it } from 'vitest'
import { idParam, pageNumber } from './route-values.ts'

describe('values typed into an address', () => {
  it('reads a page number, else the first page', () => {
    expect(pageNumber('3')).toBe(3)
    for (const value of [null, '', '0', '-1', '1.5', '1e309', '0x10', ' 2', '9999999999', '٣']) {
      expect(pageNumber(value), JSON.stringify(value)).toBe(1)
    }
  })
  it('reads an id only as written in digits', () => {
    expect(idParam('16')).toBe(16)
    for (const value of [undefined, '0x10', '16.0', '1e1', '-16', '016', 'Spices', '99999999999']) {
      expect(idParam(value), JSON.stringify(value)).toBeNull()
    }
  })
})

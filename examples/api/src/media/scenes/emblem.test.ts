import { describe, expect, it } from 'vitest'
import { emblemSvg } from './emblem.ts'

/** A drawing's shapes without its colours: what tells two emblems apart when both are brown. */
const shapesOf = (svg: string) =>
  svg.replace(/(fill|stroke|stop-color)="[^"]*"/g, '').replace(/url\(#[^)]*\)/g, '')

describe('brand emblems', () => {
  it('draws each of the seed’s six brands a motif of its own, even in one colour', () => {
    const drawn = [1, 2, 3, 4, 5, 6].map((motif) =>
      shapesOf(emblemSvg('same-brand', '#6b3f22', 300, motif)),
    )
    expect(new Set(drawn).size).toBe(6)
  })
})

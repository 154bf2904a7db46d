import { describe, expect, it } from 'vitest'
import { createExpiringMemory } from './expiring-memory.ts'

// Issue 42.9: 2,100 large listings took an API from 385 to 610 MB and it stayed there: the
// in-memory copy was bounded by its count of entries, and kept them past their time.
const kib = (n: number) => new Uint8Array(n * 1024)

describe('answers kept in memory', () => {
  it('holds no more bytes than its bound: the oldest entries go first, and one larger than the bound is not kept', () => {
    const memory = createExpiringMemory<Uint8Array>({
      maxBytes: 100 * 1024,
      sizeOf: (bytes) => bytes.byteLength,
    })
    for (let i = 0; i < 30; i++) memory.set(`/data/products?page=${i}`, kib(10), Infinity)
    expect(memory.bytes).toBeLessThanOrEqual(100 * 1024)
    expect(memory.size).toBe(9)
    expect(memory.get('/data/products?page=0')).toBeUndefined()
    expect(memory.get('/data/products?page=29')?.byteLength).toBe(10 * 1024)
    memory.set('huge', kib(200), Infinity)
    expect(memory.get('huge')).toBeUndefined()
    expect(memory.size).toBe(9)
  })

  it('lets expired entries go: looked up, on the next write, and with no traffic at all', async () => {
    let time = 0
    const memory = createExpiringMemory<Uint8Array>({
      maxBytes: 1024 * 1024,
      sizeOf: (bytes) => bytes.byteLength,
      now: () => time,
      sweepEveryMs: 5,
    })
    for (let i = 0; i < 20; i++) memory.set(`a${i}`, kib(10), 1000)
    memory.set('later', kib(10), 5000)
    expect(memory.size).toBe(21)
    time = 1000
    expect(memory.get('a3')).toBeUndefined()
    memory.set('b', kib(1), 6000)
    expect(memory.size).toBe(2)
    expect(memory.bytes).toBeLessThan(12 * 1024 + 2 * 200)
    // Nobody calls: the timer sweeps what is past its time.
    time = 10_000
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(memory.size).toBe(0)
    expect(memory.bytes).toBe(0)
  })
})

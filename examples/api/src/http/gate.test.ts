import { describe, expect, it } from 'vitest'
import { createGate } from './gate.ts'

describe('a gate', () => {
  it('runs at most its size of jobs at once, the others in order', async () => {
    const gate = createGate(2)
    let running = 0
    let most = 0
    const order: number[] = []
    const job = (n: number) =>
      gate(async () => {
        running++
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, 5))
        order.push(n)
        running--
        return n
      })
    expect(await Promise.all([1, 2, 3, 4, 5].map(job))).toEqual([1, 2, 3, 4, 5])
    expect(most).toBe(2)
    expect(order.slice(2)).toEqual([3, 4, 5])
  })

  it('frees its place when a job fails', async () => {
    const gate = createGate(1)
    await expect(gate(() => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect(await gate(async () => 'next')).toBe('next')
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
// Money reads "SAR 12.50" with a no-break space, which Testing Library's matching reads as a space.
import { App } from '../test/getting-started-example.tsx'
import { startTinyApi } from '../test/tiny-api.ts'

const api = startTinyApi()
afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('the getting-started cart', () => {
  it('adds products to a guest cart against a real API and shows lines and subtotal', async () => {
    render(<App apiUrl={api.url} />)
    expect(screen.getByText('SAR 0.00')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('1 × Mug')).toBeTruthy()
    expect(await screen.findByText('SAR 12.50')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('2 × Mug')).toBeTruthy()
    expect(await screen.findByText('SAR 25.00')).toBeTruthy()
    expect([...api.carts.values()]).toEqual([2])
  })

  it('is, word for word, the example of docs/getting-started.md, in under 20 lines', () => {
    const between = (text: string, start: string, end: string) => {
      const from = text.indexOf(start) + start.length
      expect(from, start).toBeGreaterThanOrEqual(start.length)
      return text.slice(from, text.indexOf(end, from))
    }
    const here = between(
      readFileSync(join(import.meta.dirname, '../test/getting-started-example.tsx'), 'utf8'),
      'a working cart in 19 lines ──\n',
      '// ── end of the example',
    ).replace("from '../src/index.ts'", "from '@matjar/react'")
    const docs = readFileSync(join(import.meta.dirname, '../../../docs/getting-started.md'), 'utf8')
    const shown = between(between(docs, '## A working cart in 19 lines', '## '), '```tsx\n', '```')
    expect(shown).toBe(here)
    expect(shown.trimEnd().split('\n')).toHaveLength(19)
  })
})

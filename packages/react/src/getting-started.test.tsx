import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
// The example of docs/getting-started.md, as an SDK user writes it (imports from the package);
// Money reads "SAR 12.50" with a no-break space, which Testing Library's matching reads as a space.
// ── docs/getting-started.md: a working cart in 19 lines ──
import { Money, StorefrontProvider, useCart } from './index.ts'

function Cart() {
  const { items, subtotal, add } = useCart()
  return (
    <section>
      <button type="button" onClick={() => add({ product_id: 1, product_type: 'retail' })}>
        Add to cart
      </button>
      <p>{items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}</p>
      <Money amount={subtotal} />
    </section>
  )
}
export const App = ({ apiUrl }: { apiUrl: string }) => (
  <StorefrontProvider apiUrl={apiUrl}>
    <Cart />
  </StorefrontProvider>
)
// ── end of the example ──

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
      readFileSync(join(import.meta.dirname, 'getting-started.test.tsx'), 'utf8'),
      'a working cart in 19 lines ──\n',
      '// ── end of the example',
    ).replace("from './index.ts'", "from '@matjar/react'")
    const docs = readFileSync(join(import.meta.dirname, '../../../docs/getting-started.md'), 'utf8')
    const shown = between(between(docs, '## A working cart in 19 lines', '## '), '```tsx\n', '```')
    expect(shown).toBe(here)
    expect(shown.trimEnd().split('\n')).toHaveLength(19)
  })
})

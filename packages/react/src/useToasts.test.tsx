import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useCart } from './useCart.ts'
import { useToasts } from './useToasts.ts'

const api = startTinyApi()
afterEach(() => {
  cleanup()
  localStorage.clear()
})

function Toasts() {
  const { toasts, dismiss } = useToasts()
  return (
    <ul aria-label="Notifications">
      {toasts.map((toast) => (
        <li key={toast.id} data-kind={toast.kind}>
          <strong>{toast.title}</strong> {toast.message}
          <button type="button" onClick={() => dismiss(toast.id)}>
            Close
          </button>
        </li>
      ))}
    </ul>
  )
}

function AddFour() {
  const { add } = useCart()
  return (
    <button
      type="button"
      onClick={() => add({ product_id: 1, product_type: 'retail' }, 4).catch(() => {})}
    >
      Add four
    </button>
  )
}

function Raise() {
  const { show } = useToasts()
  return (
    <button type="button" onClick={() => show({ kind: 'success', message: 'Added to cart' })}>
      Raise
    </button>
  )
}

/** What the refused adds said, for an app that shows its own message. */
const refused: string[] = []
function AddFourQuietly() {
  const { add } = useCart()
  return (
    <button
      type="button"
      onClick={async () => {
        const result = await add({ product_id: 1, product_type: 'retail' }, 4)
        if (!result.ok) refused.push(result.error.message)
      }}
    >
      Add four
    </button>
  )
}

describe('useToasts', () => {
  it('shows the 402 warning toast of a refused add, with the server message, in the language', async () => {
    render(
      <StorefrontProvider apiUrl={api.url} language="ar">
        <AddFour />
        <Toasts />
      </StorefrontProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add four' }))
    const toast = await screen.findByText(/Only 3 left/)
    expect(toast.closest('li')?.dataset.kind).toBe('warning')
    expect(toast.closest('li')?.textContent).toContain('تنبيه')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByText(/Only 3 left/)).toBeNull())
  })

  it('shows toasts an app raises itself', async () => {
    render(
      <StorefrontProvider apiUrl={api.url}>
        <Raise />
        <Toasts />
      </StorefrontProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Raise' }))
    expect((await screen.findByText(/Added to cart/)).closest('li')?.dataset.kind).toBe('success')
  })

  it('shows "Failed to add item to cart" when the server fails otherwise (no message of its own)', async () => {
    api.failCart = true
    render(
      <StorefrontProvider apiUrl={api.url}>
        <AddFour />
        <Toasts />
      </StorefrontProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add four' }))
    const toast = await screen.findByText(/Failed to add item to cart/)
    expect(toast.closest('li')?.dataset.kind).toBe('warning')
    expect(toast.closest('li')?.textContent).toContain('Warning')
    expect(screen.queryByText(/Server error/)).toBeNull()
  })

  it('uses the wording the app gave the provider, in the current language', async () => {
    api.failCart = true
    render(
      <StorefrontProvider
        apiUrl={api.url}
        language="ar"
        messages={{ ar: { 'cart.add_failed': 'تعذّرت إضافة المنتج، حاول مجددًا' } }}
      >
        <AddFour />
        <Toasts />
      </StorefrontProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add four' }))
    const toast = await screen.findByText(/تعذّرت إضافة المنتج، حاول مجددًا/)
    expect(toast.closest('li')?.textContent).toContain('تنبيه')
  })

  it('shows no toast of its own when the app turns them off', async () => {
    refused.length = 0
    render(
      <StorefrontProvider apiUrl={api.url} cartFailureToasts={false}>
        <AddFourQuietly />
        <Toasts />
      </StorefrontProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add four' }))
    await waitFor(() => expect(refused).toEqual(['Only 3 left']))
    expect(screen.getByRole('list', { name: 'Notifications' }).children).toHaveLength(0)
  })
})

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'

// A page that has loaded no catalogue yet: fresh modules, not the ones the test setup filled.
vi.resetModules()
const core = await import('@matjar/core')
const { StorefrontProvider } = await import('./StorefrontProvider.tsx')
const { useCart } = await import('./useCart.ts')
const { useLocale } = await import('./useLocale.ts')
const { useToasts } = await import('./useToasts.ts')

const api = startTinyApi()
afterEach(() => {
  cleanup()
  localStorage.clear()
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test page's cookie.
  document.cookie = 'lang=; Max-Age=0; Path=/'
})

function Shop() {
  const { add } = useCart()
  const { toasts } = useToasts()
  const { language, setLanguage } = useLocale()
  return (
    <div>
      <output aria-label="Language">{language}</output>
      <button
        type="button"
        onClick={() => add({ product_id: 1, product_type: 'retail' }, 4).catch(() => {})}
      >
        Add four
      </button>
      <button type="button" onClick={() => setLanguage('ar')}>
        العربية
      </button>
      <ul aria-label="Notifications">
        {toasts.map((toast) => (
          <li key={toast.id}>
            <strong>{toast.title}</strong> {toast.message}
          </li>
        ))}
      </ul>
    </div>
  )
}

describe('StorefrontProvider and the catalogues', () => {
  it('loads the shopper’s language only: a refused add in Arabic is told in Arabic, English never loads', async () => {
    api.failCart = true
    expect(core.sdkMessages.loaded('ar')).toBeUndefined()
    render(
      <StorefrontProvider apiUrl={api.url} language="ar">
        <Shop />
      </StorefrontProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add four' }))
    const toast = await screen.findByText(/تعذّرت إضافة المنتج إلى السلة/)
    expect(toast.closest('li')?.textContent).toContain('تنبيه')
    expect(core.sdkMessages.loaded('en')).toBeUndefined()
  })

  it('switches language once every catalogue in use has the other language, all words at once', async () => {
    let arrive = () => {}
    const account = core.defineMessages<'hello'>('account', {
      en: { hello: 'Hello' },
      ar: () =>
        new Promise((resolve) => {
          arrive = () => resolve({ hello: 'أهلاً' })
        }),
    })
    await account.load('en')
    render(
      <StorefrontProvider apiUrl={api.url} language="en">
        <Shop />
      </StorefrontProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'العربية' }))
    await act(async () => {})
    expect(screen.getByLabelText('Language').textContent).toBe('en')
    expect(document.documentElement.dir).not.toBe('rtl')

    await act(async () => {
      arrive()
      await account.load('ar')
    })
    expect(screen.getByLabelText('Language').textContent).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.cookie).toContain('lang=ar')
    expect(account.translate('ar', 'hello')).toBe('أهلاً')
  })
})

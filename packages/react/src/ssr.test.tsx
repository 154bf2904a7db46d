import { cleanup } from '@testing-library/react'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useCart } from './useCart.ts'
import { useLocale } from './useLocale.ts'
import { Money } from './useMoney.tsx'

const api = startTinyApi()
afterEach(cleanup)

function Page() {
  const { dir, currencyLabel } = useLocale()
  const { itemCount } = useCart()
  return (
    <main dir={dir}>
      <p>{currencyLabel}</p>
      <Money amount="1234.50" />
      <time dateTime="2026-11-22">
        {new Intl.DateTimeFormat('ar-SA-u-nu-latn', { timeZone: 'UTC', dateStyle: 'long' }).format(
          new Date('2026-11-22T00:00:00Z'),
        )}
      </time>
      <output>{itemCount}</output>
    </main>
  )
}

describe('server rendering', () => {
  it('renders in Arabic on the server and hydrates in the browser without a warning', async () => {
    const tree = (
      <StorefrontProvider apiUrl={api.url} language="ar">
        <Page />
      </StorefrontProvider>
    )
    const html = renderToString(tree)
    expect(html).toContain('dir="rtl"')
    expect(html).toMatch(/1,234\.50\u00a0ريال/)

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable: unknown[] = []
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) })
    })
    expect(errors).not.toHaveBeenCalled()
    expect(recoverable).toEqual([])
    expect(container.innerHTML).toMatch(/1,234\.50(\u00a0|&nbsp;)ريال/)
    errors.mockRestore()
    container.remove()
  })
})

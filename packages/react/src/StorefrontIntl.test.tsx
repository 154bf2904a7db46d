import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { afterEach, describe, expect, it } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
// As an SDK user imports it: its own entry, so apps without react-intl never load it.
import { StorefrontIntl } from './intl.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useLocale } from './useLocale.ts'

const api = startTinyApi()
afterEach(() => {
  cleanup()
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test page's cookie.
  document.cookie = 'lang=; Max-Age=0; Path=/'
})

function Labels() {
  const { setLanguage } = useLocale()
  const intl = useIntl()
  return (
    <div>
      <p>
        <FormattedMessage id="cart.not_enough_stock" />
      </p>
      <p>
        <FormattedMessage id="auth.sign_in_success" />
      </p>
      <p>
        <FormattedMessage id="cart.added" />
      </p>
      <p data-testid="days">
        {[1, 2, 3, 11].map((count) => intl.formatMessage({ id: 'countdown.days' }, { count }))}
      </p>
      <button type="button" onClick={() => setLanguage('ar')}>
        Arabic
      </button>
    </div>
  )
}

describe('StorefrontIntl', () => {
  it("gives react-intl the current language's catalogue, with the app's wording over it", () => {
    render(
      <StorefrontProvider
        apiUrl={api.url}
        messages={{ en: { 'cart.added': 'In your basket!' }, ar: { 'cart.added': 'في سلتك!' } }}
      >
        <StorefrontIntl messages={{ en: { 'auth.sign_in_success': 'Welcome back!' } }}>
          <Labels />
        </StorefrontIntl>
      </StorefrontProvider>,
    )
    expect(screen.getByText('Not enough stock available')).toBeTruthy()
    expect(screen.getByText('Welcome back!')).toBeTruthy()
    expect(screen.getByText('In your basket!')).toBeTruthy()
    expect(screen.getByTestId('days').textContent).toBe('daydaysdaysdays')

    fireEvent.click(screen.getByRole('button', { name: 'Arabic' }))
    expect(screen.getByText('الكمية المتوفرة في المخزون غير كافية')).toBeTruthy()
    expect(screen.getByText('في سلتك!')).toBeTruthy()
    expect(screen.queryByText('Welcome back!')).toBeNull()
  })

  it('chooses Arabic plurals (one, two, few, many) from the ICU catalogue messages', () => {
    render(
      <StorefrontProvider apiUrl={api.url} language="ar">
        <StorefrontIntl>
          <Labels />
        </StorefrontIntl>
      </StorefrontProvider>,
    )
    const [one, two, few, many] = ['يوم', 'يومان', 'أيام', 'يومًا']
    expect(screen.getByTestId('days').textContent).toBe(`${one}${two}${few}${many}`)
  })
})

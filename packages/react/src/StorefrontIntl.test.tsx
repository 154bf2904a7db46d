import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { FormattedMessage } from 'react-intl'
import { afterEach, describe, expect, it } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
import { StorefrontIntl } from './StorefrontIntl.tsx'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useLocale } from './useLocale.ts'

const api = startTinyApi()
afterEach(cleanup)

function Labels() {
  const { setLanguage } = useLocale()
  return (
    <div>
      <p>
        <FormattedMessage id="cart.not_enough_stock" />
      </p>
      <p>
        <FormattedMessage id="auth.sign_in_success" />
      </p>
      <button type="button" onClick={() => setLanguage('ar')}>
        Arabic
      </button>
    </div>
  )
}

describe('StorefrontIntl', () => {
  it('gives react-intl the catalogues of the current language, with overrides', () => {
    render(
      <StorefrontProvider apiUrl={api.url}>
        <StorefrontIntl messages={{ en: { 'auth.sign_in_success': 'Welcome back!' } }}>
          <Labels />
        </StorefrontIntl>
      </StorefrontProvider>,
    )
    expect(screen.getByText('Not enough stock available')).toBeTruthy()
    expect(screen.getByText('Welcome back!')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Arabic' }))
    expect(screen.getByText('الكمية المتوفرة في المخزون غير كافية')).toBeTruthy()
  })
})

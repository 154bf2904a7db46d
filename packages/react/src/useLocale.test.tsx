import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useLocale } from './useLocale.ts'
import { Money } from './useMoney.tsx'

const api = startTinyApi()
afterEach(() => {
  cleanup()
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test page's cookie.
  document.cookie = 'lang=; Max-Age=0; Path=/'
  sessionStorage.clear()
})

function Switch() {
  const { language, dir, currencyLabel, setLanguage } = useLocale()
  return (
    <div>
      <output aria-label="Language">{`${language} ${dir} ${currencyLabel}`}</output>
      <Money amount="1234.50" />
      <button type="button" onClick={() => setLanguage(language === 'ar' ? 'en' : 'ar')}>
        Switch
      </button>
    </div>
  )
}

describe('useLocale', () => {
  it('clears the cached language-specific answers when the page goes', () => {
    render(
      <StorefrontProvider apiUrl={api.url}>
        <Switch />
      </StorefrontProvider>,
    )
    sessionStorage.setItem('matjar-cache:ar:brands', '["نجد"]')
    sessionStorage.setItem('matjar-cache:keys', '["matjar-cache:ar:brands"]')
    window.dispatchEvent(new Event('pagehide'))
    expect(sessionStorage.getItem('matjar-cache:ar:brands')).toBeNull()
  })

  it('switches to Arabic: lang cookie, dir on <html>, currency label, prices, cached answers cleared', () => {
    const changes: string[] = []
    sessionStorage.setItem('matjar-cache:en:categories', '["Kitchen"]')
    sessionStorage.setItem('matjar-cache:keys', '["matjar-cache:en:categories"]')
    render(
      <StorefrontProvider
        apiUrl={api.url}
        language="en"
        onLanguageChange={(next) => changes.push(next)}
      >
        <Switch />
      </StorefrontProvider>,
    )
    expect(screen.getByLabelText('Language').textContent).toBe('en ltr SAR')
    expect(screen.getByText('SAR 1,234.50')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Switch' }))

    expect(screen.getByLabelText('Language').textContent).toBe('ar rtl ريال')
    expect(screen.getByText('1,234.50 ريال')).toBeTruthy()
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('ar')
    expect(document.cookie).toContain('lang=ar')
    expect(sessionStorage.getItem('matjar-cache:en:categories')).toBeNull()
    expect(changes).toEqual(['ar'])
  })
})

import type { Language } from '@matjar/core'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useColorMode } from './useColorMode.ts'
import { useLocale } from './useLocale.ts'
import { useStorefront } from './useStorefront.ts'

// One writer per preference: whatever asks for a switch (the shopper, the route, a save before a
// navigation), the `lang` cookie, `<html lang dir>` and `<html data-color-mode>` are written once.
const api = startTinyApi()
const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
let cookieWrites: string[] = []
let htmlWrites: string[] = []
let observer: MutationObserver
const note = (records: MutationRecord[]) => {
  for (const record of records) htmlWrites.push(record.attributeName!)
}
beforeEach(() => {
  cookieWrites = []
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookie.get!.call(document),
    set: (value: string) => {
      cookieWrites.push(value.split(';')[0]!)
      cookie.set!.call(document, value)
    },
  })
  document.documentElement.lang = 'en'
  document.documentElement.dir = 'ltr'
  htmlWrites = []
  observer = new MutationObserver(note)
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang', 'dir', 'data-color-mode'],
  })
})
afterEach(() => {
  cleanup()
  observer.disconnect()
  for (const name of ['lang', 'nuxt-color-mode'])
    cookie.set!.call(document, `${name}=; Max-Age=0; Path=/`)
  delete (document as { cookie?: string }).cookie
  delete document.documentElement.dataset.colorMode
  localStorage.clear()
})

/** The attributes written on `<html>` and the cookies (by name) since the last look. */
const written = () => {
  note(observer.takeRecords())
  const seen = { html: htmlWrites, cookies: cookieWrites.map((pair) => pair.split('=')[0]) }
  htmlWrites = []
  cookieWrites = []
  return seen
}

function Controls() {
  const { language, setLanguage } = useLocale()
  const { mode, toggle } = useColorMode()
  const { preferences } = useStorefront()
  return (
    <div>
      <output aria-label="Shown">{`${language} ${mode}`}</output>
      <button type="button" onClick={() => setLanguage(language === 'ar' ? 'en' : 'ar')}>
        Switch
      </button>
      <button type="button" onClick={toggle}>
        Mode
      </button>
      <button type="button" onClick={() => preferences.saveLanguage('ar')}>
        Save Arabic
      </button>
    </div>
  )
}

/** A route that carries the language (`/ar/…`): the app gives the provider the address's. */
function Routed() {
  const [language, setLanguage] = useState<Language>('en')
  return (
    <StorefrontProvider apiUrl={api.url} language={language} colorMode="light">
      <Controls />
      <button type="button" onClick={() => setLanguage('ar')}>
        Go to /ar
      </button>
    </StorefrontProvider>
  )
}

describe('one writer per preference', () => {
  it('the shopper’s switch writes the lang cookie once and <html lang dir> once, under StrictMode', async () => {
    render(
      <StrictMode>
        <StorefrontProvider apiUrl={api.url} language="en" colorMode="light">
          <Controls />
        </StorefrontProvider>
      </StrictMode>,
    )
    expect(written()).toEqual({ html: [], cookies: [] })
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }))
    await waitFor(() => expect(screen.getByLabelText('Shown').textContent).toBe('ar light'))
    expect(written()).toEqual({ html: ['lang', 'dir'], cookies: ['lang'] })
    expect(document.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' })
    expect(document.cookie).toContain('lang=ar')
  })

  it('a colour mode change writes its cookie once and <html data-color-mode> once', async () => {
    render(
      <StrictMode>
        <StorefrontProvider apiUrl={api.url} language="en" colorMode="light">
          <Controls />
        </StorefrontProvider>
      </StrictMode>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Mode' }))
    await waitFor(() => expect(screen.getByLabelText('Shown').textContent).toBe('en dark'))
    expect(written()).toEqual({ html: ['data-color-mode'], cookies: ['nuxt-color-mode'] })
    expect(document.documentElement.dataset.colorMode).toBe('dark')
  })

  it('a language saved before the navigation, then shown by the route, writes each once', async () => {
    render(<Routed />)
    fireEvent.click(screen.getByRole('button', { name: 'Save Arabic' }))
    // Saved, not shown: the page still speaks English until the new address arrives.
    expect(written()).toEqual({ html: [], cookies: ['lang'] })
    expect(screen.getByLabelText('Shown').textContent).toBe('en light')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go to /ar' })))
    await waitFor(() => expect(screen.getByLabelText('Shown').textContent).toBe('ar light'))
    expect(written()).toEqual({ html: ['lang', 'dir'], cookies: [] })
    expect(document.documentElement.dir).toBe('rtl')
  })
})

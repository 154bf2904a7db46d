import { describe, expect, it } from 'vitest'
import { createMemoryCookieJar } from '../storage/cookie-jar.ts'
import { createMemoryStorage } from '../storage/key-value-storage.ts'
import { createPreferences, type PreferencesDocument } from './create-preferences.ts'

/** A page's `<html>`, recording what was written to it. */
const fakePage = () => {
  const writes: string[] = []
  const dataset: Record<string, string | undefined> = {}
  const html = { lang: 'en', dir: 'ltr', dataset }
  const page: PreferencesDocument = {
    documentElement: new Proxy(html, {
      set(target, name, value) {
        writes.push(`${String(name)}=${value}`)
        return Reflect.set(target, name, value)
      },
    }),
  }
  return { page, html, writes }
}

describe('createPreferences', () => {
  it('reads what a request carries: the lang cookie and the colour-mode cookie', () => {
    const preferences = createPreferences({
      cookies: createMemoryCookieJar('lang=ar; nuxt-color-mode=dark'),
    })
    expect(preferences.getState()).toEqual({ language: 'ar', colorMode: 'dark' })
  })

  it('starts in English and light without cookies, and ignores values it does not know', () => {
    expect(createPreferences().getState()).toEqual({ language: 'en', colorMode: 'light' })
    const odd = createPreferences({
      cookies: createMemoryCookieJar('lang=fr; nuxt-color-mode=sepia'),
    })
    expect(odd.getState()).toEqual({ language: 'en', colorMode: 'light' })
  })

  it('starts in the language the app gives (a route prefix), whatever the cookie says', () => {
    const preferences = createPreferences({
      cookies: createMemoryCookieJar('lang=ar'),
      language: 'en',
    })
    expect(preferences.getState().language).toBe('en')
    expect(preferences.saved().language).toBe('ar')
  })

  it('takes a colour mode kept only in localStorage, as the spec’s storefront kept it', () => {
    const storage = createMemoryStorage()
    storage.setItem('nuxt-color-mode', 'dark')
    const preferences = createPreferences({ storage })
    expect(preferences.getState().colorMode).toBe('dark')
    expect(preferences.saved()).toEqual({
      language: null,
      colorMode: 'dark',
      colorModeInCookie: false,
    })
  })

  it('touches no page, cookie or storage until a choice changes', () => {
    const { page, writes } = fakePage()
    const cookies = createMemoryCookieJar('lang=ar')
    const preferences = createPreferences({ cookies, document: page })
    preferences.setLanguage('ar')
    preferences.setColorMode('light')
    expect(writes).toEqual([])
    expect(cookies.setCookieHeaders()).toEqual([])
  })

  it('switches language: the lang cookie for 365 days, <html lang dir>, then the listeners', () => {
    const { page, html } = fakePage()
    const cookies = createMemoryCookieJar()
    const preferences = createPreferences({ cookies, document: page })
    const heard: string[] = []
    const stop = preferences.subscribe((state) => heard.push(state.language))

    preferences.setLanguage('ar')

    expect(cookies.setCookieHeaders()).toEqual(['lang=ar; Path=/; Max-Age=31536000; SameSite=Lax'])
    expect(html).toMatchObject({ lang: 'ar', dir: 'rtl' })
    expect(preferences.getState().language).toBe('ar')
    expect(heard).toEqual(['ar'])

    stop()
    preferences.setLanguage('en')
    expect(html).toMatchObject({ lang: 'en', dir: 'ltr' })
    expect(heard).toEqual(['ar'])
  })

  it('saves a language before showing it: the cookie alone, then the page once, no cookie twice', () => {
    const { page, html, writes } = fakePage()
    const cookies = createMemoryCookieJar()
    const preferences = createPreferences({ cookies, document: page })
    const heard: string[] = []
    preferences.subscribe((state) => heard.push(state.language))

    preferences.saveLanguage('ar')
    expect(cookies.setCookieHeaders()).toEqual(['lang=ar; Path=/; Max-Age=31536000; SameSite=Lax'])
    expect({ html, writes, heard, state: preferences.getState().language }).toEqual({
      html: { lang: 'en', dir: 'ltr', dataset: {} },
      writes: [],
      heard: [],
      state: 'en',
    })

    preferences.setLanguage('ar')
    expect(writes).toEqual(['lang=ar', 'dir=rtl'])
    expect(heard).toEqual(['ar'])
    expect(cookies.setCookieHeaders()).toHaveLength(1)
  })

  it('switches colour mode: storage and cookie under nuxt-color-mode, <html data-color-mode>', () => {
    const { page, html } = fakePage()
    const cookies = createMemoryCookieJar()
    const storage = createMemoryStorage()
    const preferences = createPreferences({ cookies, storage, document: page })
    const before = preferences.getState()

    preferences.setColorMode('dark')

    expect(storage.getItem('nuxt-color-mode')).toBe('dark')
    expect(cookies.get('nuxt-color-mode')).toBe('dark')
    expect(html.dataset.colorMode).toBe('dark')
    expect(preferences.getState()).toEqual({ language: 'en', colorMode: 'dark' })
    expect(preferences.getState()).not.toBe(before)
    expect(preferences.saved().colorModeInCookie).toBe(true)
  })

  it('uses the app’s own names for the cookie and the storage key', () => {
    const cookies = createMemoryCookieJar('shop_lang=ar')
    const storage = createMemoryStorage()
    const preferences = createPreferences({
      cookies,
      storage,
      keys: { languageCookie: 'shop_lang', colorMode: 'shop-mode' },
    })
    expect(preferences.getState().language).toBe('ar')
    preferences.setColorMode('dark')
    expect(storage.getItem('shop-mode')).toBe('dark')
    expect(cookies.get('shop-mode')).toBe('dark')
  })
})

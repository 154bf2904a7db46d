import { describe, expect, it } from 'vitest'
import { defineMessages, isLanguageLoaded, loadLanguage } from './define-messages.ts'

const deferred = <T>() => {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

const greetings = {
  en: { hello: 'Hello, {name}', items: '{count, plural, one {# item} other {# items}}' },
  ar: {
    hello: 'أهلاً، {name}',
    items:
      '{count, plural, zero {لا قطع} one {قطعة} two {قطعتان} few {# قطع} many {# قطعة} other {# قطعة}}',
  },
}

type Greeting = keyof typeof greetings.en

describe('defineMessages', () => {
  it('translates a language given as is, with placeholders and plurals', () => {
    const messages = defineMessages('greetings', greetings)
    expect(messages.translate('en', 'hello', { name: 'Sara' })).toBe('Hello, Sara')
    expect(messages.translate('en', 'items', { count: 1 })).toBe('1 item')
    expect(messages.translate('ar', 'items', { count: 2 })).toBe('قطعتان')
    expect(messages.translate('ar', 'items', { count: 11 })).toBe('11 قطعة')
  })

  it('loads a language once, when first asked for, and not the other', async () => {
    const asked: string[] = []
    const messages = defineMessages<Greeting>('greetings', {
      en: async () => {
        asked.push('en')
        return greetings.en
      },
      ar: async () => {
        asked.push('ar')
        return { default: greetings.ar }
      },
    })
    expect(messages.loaded('ar')).toBeUndefined()
    // Nothing loaded yet: the key itself, never a throw (a form shown while the API is down).
    expect(messages.translate('ar', 'hello')).toBe('hello')
    const first = messages.load('ar')
    expect(messages.load('ar')).toBe(first)
    await first
    expect(asked).toEqual(['ar'])
    expect(messages.loaded('ar')).toBe(greetings.ar)
    expect(messages.translate('ar', 'hello', { name: 'سارة' })).toBe('أهلاً، سارة')
    expect(messages.loaded('en')).toBeUndefined()
  })

  it('speaks English while the asked language is not loaded, once English is', async () => {
    const messages = defineMessages<Greeting>('greetings', {
      en: greetings.en,
      ar: async () => greetings.ar,
    })
    expect(messages.translate('ar', 'hello', { name: 'Sara' })).toBe('Hello, Sara')
    await messages.load('ar')
    expect(messages.translate('ar', 'hello', { name: 'سارة' })).toBe('أهلاً، سارة')
  })

  it('takes a language the app already has, and downloads nothing for it', async () => {
    let downloads = 0
    const messages = defineMessages<Greeting>('greetings', {
      en: greetings.en,
      ar: async () => {
        downloads++
        return greetings.ar
      },
    })
    messages.provide('ar', greetings.ar)
    expect(messages.translate('ar', 'hello', { name: 'سارة' })).toBe('أهلاً، سارة')
    await messages.load('ar')
    expect(downloads).toBe(0)
    expect(isLanguageLoaded('ar')).toBe(true)
  })

  it('tries again after a failed download', async () => {
    let attempt = 0
    const messages = defineMessages<Greeting>('greetings', {
      en: greetings.en,
      ar: async () => {
        attempt++
        if (attempt === 1) throw new Error('offline')
        return greetings.ar
      },
    })
    await expect(messages.load('ar')).rejects.toThrow('offline')
    await expect(messages.load('ar')).resolves.toBe(greetings.ar)
  })

  it('loads a language for every catalogue in use before a switch', async () => {
    const arabic = deferred<typeof greetings.ar>()
    const shell = defineMessages<Greeting>('shell', { en: greetings.en, ar: () => arabic.promise })
    const account = defineMessages<Greeting>('account', {
      en: async () => greetings.en,
      ar: async () => greetings.ar,
    })
    await account.load('en')
    await shell.load('en')
    let switched = false
    const switching = loadLanguage('ar').then(() => {
      switched = true
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(switched).toBe(false)
    expect(isLanguageLoaded('ar')).toBe(false)
    arabic.resolve(greetings.ar)
    await switching
    expect(shell.loaded('ar')).toBe(greetings.ar)
    expect(account.loaded('ar')).toBe(greetings.ar)
    expect(isLanguageLoaded('ar')).toBe(true)
  })
})

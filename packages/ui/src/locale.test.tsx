import { defineMessages, type Language } from '@matjar/core'
import { act, cleanup, render, screen } from '@testing-library/react'
import { startTransition, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider, useLanguage } from './locale.tsx'
import { Pagination } from './Pagination.tsx'
import { PhoneInput } from './PhoneInput.tsx'
import { QuantityStepper } from './QuantityStepper.tsx'
import { useMessages } from './use-messages.ts'

afterEach(cleanup)

const words = {
  en: { greeting: 'Welcome, {name}', switch: 'Arabic' },
  ar: { greeting: 'أهلاً بك يا {name}', switch: 'English' },
}
type Word = keyof typeof words.en

/** A catalogue whose languages arrive when the test says so, as a slow network would. */
const slowCatalogue = () => {
  const arrive = {} as Record<Language, () => void>
  const messages = defineMessages<Word>('greeting', {
    en: () => new Promise((resolve) => (arrive.en = () => resolve(words.en))),
    ar: () => new Promise((resolve) => (arrive.ar = () => resolve(words.ar))),
  })
  return { messages, arrive }
}

function Greeting({ messages }: { messages: ReturnType<typeof slowCatalogue>['messages'] }) {
  const t = useMessages(messages)
  const language = useLanguage()
  const [clicks, setClicks] = useState(0)
  return (
    <p lang={language}>
      {t('greeting', { name: 'Sara' })}{' '}
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {clicks}
      </button>
    </p>
  )
}

/** A page whose language the test switches, in a transition as a router or the provider does. */
function SwitchingPage({
  messages,
  onSwitch,
}: {
  messages: ReturnType<typeof slowCatalogue>['messages']
  onSwitch: (switchTo: (language: Language) => void) => void
}) {
  const [language, setLanguage] = useState<Language>('en')
  onSwitch((next) => startTransition(() => setLanguage(next)))
  return (
    <LocaleProvider language={language}>
      <Greeting messages={messages} />
    </LocaleProvider>
  )
}

describe('LocaleProvider', () => {
  it('gives every component below its language and direction', () => {
    render(
      <LocaleProvider language="ar">
        <QuantityStepper label="دلة" value={2} />
        <Pagination page={2} lastPage={3} onPage={() => {}} />
        <PhoneInput label="رقم الجوال" />
      </LocaleProvider>,
    )
    expect(screen.getByRole('button', { name: 'زيادة الكمية' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'السابق' })).toBeTruthy()
    expect(document.querySelector('.matjar-phone')?.getAttribute('dir')).toBe('rtl')
  })

  it('lets a component’s own language or direction win', () => {
    render(
      <LocaleProvider language="ar" dir="ltr">
        <QuantityStepper label="dallah" value={2} language="en" />
        <PhoneInput label="رقم الجوال" />
      </LocaleProvider>,
    )
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeTruthy()
    expect(document.querySelector('.matjar-phone')?.getAttribute('dir')).toBe('ltr')
  })

  it('speaks English left to right without a provider', () => {
    render(<QuantityStepper label="dallah" value={2} />)
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeTruthy()
  })
})

describe('useMessages', () => {
  it('hydrates over the server’s words while the browser still loads them, without a mismatch', async () => {
    const server = slowCatalogue()
    const loading = server.messages.load('ar')
    server.arrive.ar()
    await loading
    const html = renderToString(
      <LocaleProvider language="ar">
        <Greeting messages={server.messages} />
      </LocaleProvider>,
    )
    expect(html).toContain('أهلاً بك يا Sara')

    // The browser's copy of the catalogue starts empty: hydration waits for the words.
    const browser = slowCatalogue()
    const box = document.createElement('div')
    box.innerHTML = html
    document.body.append(box)
    const problems: unknown[] = []
    const logged = vi.spyOn(console, 'error')
    await act(async () => {
      hydrateRoot(
        box,
        <LocaleProvider language="ar">
          <Greeting messages={browser.messages} />
        </LocaleProvider>,
        { onRecoverableError: (error) => problems.push(error) },
      )
    })
    expect(box.innerHTML).toBe(html)
    expect(browser.messages.loaded('en')).toBeUndefined()

    await act(async () => {
      browser.arrive.ar()
      await browser.messages.load('ar')
    })
    expect(box.innerHTML).toBe(html)
    expect(problems).toEqual([])
    expect(logged).not.toHaveBeenCalled()
    logged.mockRestore()
    // Hydrated: the page answers clicks.
    await act(async () => box.querySelector('button')?.click())
    expect(box.querySelector('button')?.textContent).toBe('1')
    box.remove()
  })

  it('keeps the page in its language during a switch until the other language has loaded', async () => {
    const { messages, arrive } = slowCatalogue()
    const english = messages.load('en')
    arrive.en()
    await english
    let switchTo: (language: Language) => void = () => {}
    render(<SwitchingPage messages={messages} onSwitch={(to) => (switchTo = to)} />)
    expect(screen.getByText(/Welcome, Sara/)).toBeTruthy()

    await act(async () => switchTo('ar'))
    expect(screen.getByText(/Welcome, Sara/)).toBeTruthy()

    await act(async () => {
      arrive.ar()
      await messages.load('ar')
    })
    expect(screen.getByText(/أهلاً بك يا Sara/).getAttribute('lang')).toBe('ar')
  })
})

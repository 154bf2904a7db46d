import { toastsMachine } from '@matjar/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../test/axe.ts'
import { ImageViewer } from './ImageViewer.tsx'
import { LoadingBar, type LoadingBarActor } from './LoadingBar.tsx'
import { LocaleProvider } from './locale.tsx'
import { flagOf, PhoneInput } from './PhoneInput.tsx'
import { ToastRegion, type ToastsActor } from './ToastRegion.tsx'
import { useImageViewerActor } from './use-image-viewer-actor.ts'
import { useLoadingBarActor } from './use-loading-bar-actor.ts'

// Time advances with the real clock too, so axe (which waits on timers) can finish; the checks
// of exact delays run synchronously, where no real time can slip in.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

let toasts: ToastsActor
const Shop = ({ dir }: { dir?: 'ltr' | 'rtl' }) => {
  toasts = useActorRef(toastsMachine)
  return <ToastRegion actor={toasts} dir={dir} />
}

let bar: LoadingBarActor | undefined
const Page = () => {
  bar = useLoadingBarActor()
  return <LoadingBar actor={bar} />
}

describe('ToastRegion', () => {
  it('announces toasts in a live region, coloured by kind, gone after 2500 ms', async () => {
    const { container } = render(<Shop />)
    const live = screen.getByRole('status')
    expect(live.getAttribute('aria-live')).toBe('polite')
    act(() => {
      toasts.send({ type: 'toasts.show', kind: 'success', message: 'Added to cart' })
      toasts.send({
        type: 'toasts.show',
        kind: 'warning',
        title: 'Warning',
        message: 'Not enough stock available',
      })
    })
    expect(live.textContent).toContain('Added to cart')
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Not enough stock available')
    expect(alert.dataset.kind).toBe('warning')
    expect(alert.style.borderInlineStartColor).toBe('var(--matjar-color-warning)')
    expect(await axeViolations(container)).toEqual([])
    act(() => {
      toasts.send({ type: 'toasts.clear' })
      toasts.send({ type: 'toasts.show', kind: 'success', message: 'Added to cart' })
      vi.advanceTimersByTime(2499)
    })
    expect(live.textContent).toContain('Added to cart')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(live.textContent).toBe('')
  })

  it('sits top-right, mirrored to the left in RTL, and can be dismissed', () => {
    const { rerender } = render(<Shop />)
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(region.dataset.side).toBe('right')
    rerender(<Shop dir="rtl" />)
    expect(region.dataset.side).toBe('left')
    expect(region.getAttribute('dir')).toBe('rtl')
    act(() => {
      toasts.send({ type: 'toasts.show', kind: 'info', message: 'Hello', timeoutMs: 0 })
    })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('status').textContent).toBe('')
  })
})

describe('LoadingBar', () => {
  it('rises while loading, is 100 and hidden after finishing, and turns to the error colour', async () => {
    const { container } = render(<Page />)
    const progress = screen.getByRole('progressbar', { hidden: true })
    expect(progress.hasAttribute('data-visible')).toBe(false)
    act(() => bar?.send({ type: 'loadingBar.start' }))
    expect(progress.hasAttribute('data-visible')).toBe(true)
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    const now = Number(progress.getAttribute('aria-valuenow'))
    expect(now).toBeGreaterThan(10)
    expect(now).toBeLessThan(100)
    expect(await axeViolations(container)).toEqual([])
    act(() => bar?.send({ type: 'loadingBar.error' }))
    expect(progress.getAttribute('aria-valuenow')).toBe('100')
    expect(progress.hasAttribute('data-error')).toBe(true)
    act(() => {
      vi.advanceTimersByTime(500)
    })
    expect(progress.hasAttribute('data-visible')).toBe(false)
  })
})

const images = [
  { src: 'a.jpg', alt: 'Dallah, front' },
  { src: 'b.jpg', alt: 'Dallah, side' },
  { src: 'c.jpg', alt: 'Dallah, lid' },
]

const Gallery = () => {
  const viewer = useImageViewerActor()
  return (
    <>
      <button type="button" onClick={() => viewer.send({ type: 'viewer.open', images })}>
        Open gallery
      </button>
      <ImageViewer actor={viewer} />
    </>
  )
}

describe('ImageViewer', () => {
  it('opens with focus inside, steps with buttons and keys (flipped in RTL), zooms, rotates, closes back to the opener', async () => {
    render(
      <LocaleProvider dir="rtl">
        <Gallery />
      </LocaleProvider>,
    )
    const opener = screen.getByRole('button', { name: 'Open gallery' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Image viewer' })
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Dallah, front')
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' }) // RTL: left is next
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Dallah, side')
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }))
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Dallah, front')
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    fireEvent.keyDown(dialog, { key: '+' })
    expect(dialog.dataset.scale).toBe('1.24')
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }))
    expect(dialog.dataset.rotation).toBe('90')
    expect(await axeViolations(document.body)).toEqual([])
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('swipes and wheels through the machine (LTR: drag left is next)', () => {
    render(<Gallery />)
    fireEvent.click(screen.getByRole('button', { name: 'Open gallery' }))
    const dialog = screen.getByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Dallah, side')
    fireEvent.pointerDown(dialog, { clientX: 300, clientY: 100 })
    fireEvent.pointerUp(dialog, { clientX: 200, clientY: 110 })
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Dallah, lid')
    fireEvent.pointerDown(dialog, { clientX: 300, clientY: 100 })
    fireEvent.pointerUp(dialog, { clientX: 251, clientY: 100 })
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Dallah, lid')
    fireEvent.wheel(dialog, { deltaY: -100 })
    fireEvent.wheel(dialog, { deltaY: -100 })
    expect(dialog.dataset.scale).toBe('1.12')
    act(() => {
      vi.advanceTimersByTime(80)
    })
    fireEvent.wheel(dialog, { deltaY: -100 })
    expect(dialog.dataset.scale).toBe('1.24')
  })
})

describe('PhoneInput', () => {
  it('keeps only phone characters, checks the number for its country and sets a custom invalid message', async () => {
    const seen: boolean[] = []
    const { container } = render(
      <PhoneInput
        label="Phone"
        invalidMessage="Check the number"
        onValueChange={(_, result) => seen.push(result.valid)}
      />,
    )
    const input = screen.getByLabelText('Phone') as HTMLInputElement
    fireEvent.change(input, { target: { value: '05x1' } })
    expect(input.value).toBe('051')
    fireEvent.blur(input)
    expect(input.validationMessage).toBe('Check the number')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('Check the number')
    fireEvent.change(input, { target: { value: '٠٥٠١٢٣٤٥٦٧' } })
    expect(input.value).toBe('0501234567')
    expect(input.validity.valid).toBe(true)
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(seen).toEqual([false, true])
    expect(await axeViolations(container)).toEqual([])
  })

  it('picks a country from the list by keyboard, search and type-to-find (forgotten after 700 ms)', async () => {
    const countries: string[] = []
    const { container } = render(
      <PhoneInput label="Phone" onCountryChange={(c) => countries.push(c)} />,
    )
    const trigger = screen.getByRole('button', { name: /Country code: Saudi Arabia/ })
    expect(trigger.textContent).toContain(flagOf('SA'))
    fireEvent.click(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    const search = screen.getByRole('combobox', { name: 'Search countries' })
    expect(document.activeElement).toBe(search)
    expect(screen.getByRole('option', { name: /Saudi Arabia/ }).getAttribute('aria-selected')).toBe(
      'true',
    )
    expect(await axeViolations(container)).toEqual([])
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    expect(search.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /United Arab Emirates/ }).id,
    )
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(countries).toEqual(['AE'])
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(document.activeElement).toBe(trigger)

    fireEvent.click(trigger)
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'egy' } })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      `${flagOf('EG')}EgyptEG+20`,
    ])
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' })
    expect(countries).toEqual(['AE', 'EG'])

    fireEvent.click(trigger)
    const list = screen.getByRole('listbox')
    fireEvent.keyDown(list, { key: 'q' })
    expect(list.querySelector('[data-highlighted]')?.textContent).toContain('Qatar')
    act(() => {
      vi.advanceTimersByTime(700)
    })
    fireEvent.keyDown(list, { key: 'o' })
    expect(list.querySelector('[data-highlighted]')?.textContent).toContain('Oman')
    fireEvent.keyDown(list, { key: 'Escape' })
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('opens upward when less than 200 px is left below', () => {
    render(<PhoneInput label="رقم الجوال" language="ar" dir="rtl" />)
    const trigger = screen.getByRole('button', { name: /رمز الدولة/ })
    trigger.getBoundingClientRect = () => ({ bottom: window.innerHeight - 150 }) as DOMRect
    fireEvent.click(trigger)
    const panel = screen.getByRole('listbox').parentElement as HTMLElement
    expect(panel.dataset.placement).toBe('top')
    expect(screen.getByRole('option', { name: /السعودية/ })).toBeTruthy()
  })
})

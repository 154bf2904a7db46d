import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../test/axe.ts'
import { ScrollRow } from './ScrollRow.tsx'

afterEach(cleanup)

const items = ['Dallah', 'Dates', 'Saffron', 'Oud'].map((name) => (
  <a key={name} href={`#${name}`}>
    {name}
  </a>
))

/** jsdom lays nothing out: give the list a width, a content width and a scroll position. */
const layOut = (list: HTMLElement, scrollLeft: number) => {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 400 })
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 1000 })
  list.scrollLeft = scrollLeft
  list.scrollBy = vi.fn() as unknown as typeof list.scrollBy
  fireEvent.scroll(list)
}

describe('ScrollRow', () => {
  it('lists each item, keeps their links in the tab order, and takes focus to scroll', async () => {
    const { container } = render(<ScrollRow label="Offers">{items}</ScrollRow>)
    const list = screen.getByRole('list', { name: 'Offers' })
    expect(list.getAttribute('tabindex')).toBe('0')
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
    expect(screen.getAllByRole('link').map((link) => link.tabIndex)).toEqual([0, 0, 0, 0])
    expect(await axeViolations(container)).toEqual([])
  })

  it('starts with only the forward button, on the server too', () => {
    const html = renderToString(<ScrollRow label="Offers">{items}</ScrollRow>)
    expect(html).toMatch(/data-side="start"[^>]*hidden/)
    expect(html).not.toMatch(/data-side="end"[^>]*hidden/)
  })

  it('moves forward and back by most of its width, and hides the button at an end', () => {
    render(<ScrollRow label="Offers">{items}</ScrollRow>)
    const list = screen.getByRole('list')
    layOut(list, 200)
    const forward = screen.getByRole('button', { name: 'Scroll forward: Offers' })
    const back = screen.getByRole('button', { name: 'Scroll back: Offers' })
    fireEvent.click(forward)
    fireEvent.click(back)
    expect(vi.mocked(list.scrollBy).mock.calls).toEqual([
      [{ left: 340, behavior: 'smooth' }],
      [{ left: -340, behavior: 'smooth' }],
    ])
    layOut(list, 600)
    expect(forward.hidden).toBe(true)
    expect(back.hidden).toBe(false)
  })

  it('in Arabic, forward runs leftwards and its arrow points left', () => {
    render(
      <ScrollRow label="العروض" dir="rtl" language="ar">
        {items}
      </ScrollRow>,
    )
    const list = screen.getByRole('list')
    // Right-to-left pages count scrollLeft down from 0.
    layOut(list, -200)
    const forward = screen.getByRole('button', { name: 'مرّر للأمام: العروض' })
    fireEvent.click(forward)
    expect(vi.mocked(list.scrollBy).mock.calls[0]).toEqual([{ left: -340, behavior: 'smooth' }])
    expect(forward.querySelector('path')?.getAttribute('d')).toBe('M15 6l-6 6 6 6')
    expect(screen.getByRole('button', { name: 'مرّر للخلف: العروض' }).hidden).toBe(false)
  })
})

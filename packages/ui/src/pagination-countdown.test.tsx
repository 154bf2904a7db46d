import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../test/axe.ts'
import { Countdown } from './Countdown.tsx'
import { Pagination } from './Pagination.tsx'

afterEach(cleanup)

describe('Pagination', () => {
  it("is, in the server's HTML (a browser without JavaScript), Load More as a link to the next page", () => {
    const html = renderToString(
      <Pagination
        page={2}
        lastPage={4}
        hrefOf={(p) => `/products?page=${p}`}
        onLoadMore={() => {}}
      />,
    )
    expect(html).toMatch(
      /<a[^>]*href="\/products\?page=3"[^>]*class="matjar-pagination-more"[^>]*>Load More<\/a>/,
    )
    // Without `hrefOf` there is no address to give: the button, as before.
    expect(renderToString(<Pagination page={2} lastPage={4} onLoadMore={() => {}} />)).toMatch(
      /<button type="button" class="matjar-pagination-more">Load More<\/button>/,
    )
  })

  it('goes to the previous and next pages and loads more, in both languages', async () => {
    const pages: number[] = []
    let more = 0
    const { container, rerender } = render(
      <Pagination page={1} lastPage={3} onPage={(p) => pages.push(p)} onLoadMore={() => more++} />,
    )
    expect(screen.getByRole('button', { name: 'Prev' }).hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(pages).toEqual([2])
    expect(more).toBe(1)
    expect(await axeViolations(container)).toEqual([])
    rerender(
      <Pagination
        page={3}
        lastPage={3}
        onPage={(p) => pages.push(p)}
        onLoadMore={() => more++}
        language="ar"
      />,
    )
    expect(screen.queryByRole('button', { name: 'تحميل المزيد' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'السابق' }))
    expect(pages).toEqual([2, 2])
  })

  it('names its landmark "Pages" and says which page is shown, in both languages', () => {
    const { rerender } = render(<Pagination page={2} lastPage={6} onPage={() => {}} />)
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toContain('Page 2 of 6')
    rerender(<Pagination page={2} lastPage={6} onPage={() => {}} language="ar" />)
    const ar = screen.getByRole('navigation', { name: 'الصفحات' })
    expect(ar.querySelector('[aria-current="page"]')?.textContent).toContain('الصفحة 2 من 6')
  })
})

describe('Pagination of a list counted only up to a cap', () => {
  it('says more pages follow and goes on past the last one counted', () => {
    const pages: number[] = []
    let more = 0
    const { rerender } = render(
      <Pagination
        page={200}
        lastPage={200}
        more
        onPage={(p) => pages.push(p)}
        onLoadMore={() => more++}
      />,
    )
    expect(screen.getByText('200 / 200+')).toBeDefined()
    expect(screen.getByText('Page 200 of 200+')).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(pages).toEqual([201])
    expect(more).toBe(1)
    // Past it, and once nothing follows: the end as usual.
    rerender(<Pagination page={203} lastPage={200} more onLoadMore={() => more++} />)
    expect(screen.getByText('203 / 203+')).toBeDefined()
    rerender(<Pagination page={203} lastPage={200} onLoadMore={() => more++} />)
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true)
  })
})

describe('Pagination as links', () => {
  it('gives Prev and Next addresses that work without JavaScript, and goes through onPage with it', async () => {
    const pages: number[] = []
    const { container } = render(
      <Pagination
        page={2}
        lastPage={3}
        hrefOf={(p) => `?page=${p}`}
        onPage={(p) => pages.push(p)}
      />,
    )
    const prev = screen.getByRole('link', { name: 'Prev' })
    const next = screen.getByRole('link', { name: 'Next' })
    expect(prev.getAttribute('href')).toBe('?page=1')
    expect(next.getAttribute('href')).toBe('?page=3')
    fireEvent.click(next)
    expect(pages).toEqual([3])
    expect(await axeViolations(container)).toEqual([])
  })

  it('shows an end as disabled, with no address to follow', () => {
    render(<Pagination page={1} lastPage={1} hrefOf={(p) => `?page=${p}`} />)
    expect(screen.queryByRole('link', { name: 'Prev' })).toBeNull()
    expect(screen.getByText('Prev').getAttribute('aria-disabled')).toBe('true')
  })
})

describe('Countdown', () => {
  const now = () => Date.parse('2026-11-22T10:00:00Z')
  const left = (ms: number) => new Date(now() + ms).toISOString()
  const [second, minute, hour, day] = [1000, 60_000, 3_600_000, 86_400_000]
  /** What the timer shows, and the sentence it is named by. */
  const timerOf = (ms: number, language: 'en' | 'ar') => {
    const { unmount } = render(<Countdown endsAt={left(ms)} now={now} language={language} />)
    const timer = screen.getByRole('timer')
    const seen = { shown: timer.textContent, name: timer.getAttribute('aria-label') }
    unmount()
    return seen
  }

  it('says each unit with its number, in the plural where English wants it', async () => {
    const { container, unmount } = render(
      <Countdown endsAt={left(13 * day + 23 * hour + 47 * minute + 47 * second)} now={now} />,
    )
    expect(screen.getByRole('timer').textContent).toBe('13 days 23 hours 47 minutes 47 seconds')
    expect(await axeViolations(container)).toEqual([])
    unmount()
    expect(timerOf(day + hour + minute + second, 'en')).toEqual({
      shown: '1 day 1 hour 1 minute 1 second',
      name: '1 day 1 hour 1 minute 1 second',
    })
  })

  it('shows a number in every box, Arabic singular and dual included, and names the time as a sentence', () => {
    expect(timerOf(2 * day + 2 * hour + 2 * minute + 2 * second, 'ar')).toEqual({
      shown: '2 يومان 2 ساعتان 2 دقيقتان 2 ثانيتان',
      name: 'يومان ساعتان دقيقتان ثانيتان',
    })
    expect(timerOf(day + hour + minute + second, 'ar')).toEqual({
      shown: '1 يوم 1 ساعة 1 دقيقة 1 ثانية',
      name: 'يوم واحد ساعة واحدة دقيقة واحدة ثانية واحدة',
    })
    expect(timerOf(3 * day + 3 * hour + 10 * minute + 11 * second, 'ar')).toEqual({
      shown: '3 أيام 3 ساعات 10 دقائق 11 ثانية',
      name: '3 أيام 3 ساعات 10 دقائق 11 ثانية',
    })
    render(<Countdown endsAt={left(2 * hour + minute)} now={now} language="ar" />)
    const boxes = document.querySelectorAll('.matjar-countdown-unit')
    for (const box of boxes) {
      expect(box.querySelector('.matjar-countdown-value')?.textContent).toMatch(/^\d+$/)
    }
  })

  it('leaves out the leading units that are zero', () => {
    expect(timerOf(23 * hour + 47 * minute, 'ar').shown).toBe('23 ساعة 47 دقيقة 0 ثانية')
    expect(timerOf(6 * second, 'en').shown).toBe('6 seconds')
    expect(timerOf(2 * day + 5 * second, 'en').shown).toBe('2 days 0 hours 0 minutes 5 seconds')
  })

  it('marks an ended offer', () => {
    render(<Countdown endsAt="2026-11-01T00:00:00Z" now={now} />)
    expect(screen.getByRole('timer').hasAttribute('data-ended')).toBe(true)
  })
})

import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../test/axe.ts'
import { Countdown } from './Countdown.tsx'
import { Pagination } from './Pagination.tsx'

afterEach(cleanup)

describe('Pagination', () => {
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
  it('shows days, hours, minutes and seconds with their units', async () => {
    const { container } = render(<Countdown endsAt="2026-11-24T13:04:05Z" now={now} />)
    expect(screen.getByRole('timer').textContent).toBe('2 days3 hour4 minute5 second')
    expect(await axeViolations(container)).toEqual([])
  })
  it('speaks Arabic and says one day in the singular', () => {
    render(<Countdown endsAt="2026-11-23T10:00:00Z" now={now} language="ar" />)
    expect(screen.getByRole('timer').textContent).toMatch(/^1 يوم/)
  })
  it('marks an ended offer', () => {
    render(<Countdown endsAt="2026-11-01T00:00:00Z" now={now} />)
    expect(screen.getByRole('timer').hasAttribute('data-ended')).toBe(true)
  })
})

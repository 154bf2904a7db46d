import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../test/axe.ts'
import { EmptyState, ErrorView } from './ErrorView.tsx'
import { LocaleProvider } from './locale.tsx'
import { Price } from './Price.tsx'
import { QuantityStepper } from './QuantityStepper.tsx'
import { StarRating } from './StarRating.tsx'
import { TextField } from './TextField.tsx'

afterEach(cleanup)

describe('QuantityStepper', () => {
  it('steps with buttons and keys within its bounds, uncontrolled', async () => {
    const changes: number[] = []
    const { container } = render(
      <QuantityStepper label="Dallah" defaultValue={1} max={3} onChange={(q) => changes.push(q)} />,
    )
    const value = screen.getByRole('spinbutton', { name: 'Dallah' })
    expect(screen.getByRole('button', { name: 'Decrease quantity' }).hasAttribute('disabled')).toBe(
      true,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    fireEvent.keyDown(value, { key: 'ArrowUp' })
    fireEvent.keyDown(value, { key: 'ArrowUp' })
    expect(value.getAttribute('aria-valuenow')).toBe('3')
    expect(container.firstElementChild?.hasAttribute('data-at-max')).toBe(true)
    fireEvent.keyDown(value, { key: 'Home' })
    expect(changes).toEqual([2, 3, 1])
    expect(await axeViolations(container)).toEqual([])
  })

  it('with a name, submits its form with the quantity − or + leads to; with a script, steps in place', () => {
    const html = renderToString(
      <form>
        <QuantityStepper label="Dallah" name="quantity" value={2} />
      </form>,
    )
    const served = new DOMParser().parseFromString(html, 'text/html')
    const sent = [...served.querySelectorAll('button')].map((button) => [
      button.getAttribute('type'),
      button.getAttribute('name'),
      button.getAttribute('value'),
    ])
    expect(sent).toEqual([
      ['submit', 'quantity', '1'],
      ['submit', 'quantity', '3'],
    ])
    const changes: number[] = []
    let submitted = 0
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submitted++
        }}
      >
        <QuantityStepper
          label="Dallah"
          name="quantity"
          defaultValue={2}
          onChange={(q) => changes.push(q)}
        />
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(changes).toEqual([3])
    expect(submitted).toBe(0)
  })

  it('follows its value when controlled, and speaks Arabic', () => {
    render(<QuantityStepper label="دلة" value={2} language="ar" />)
    fireEvent.click(screen.getByRole('button', { name: 'زيادة الكمية' }))
    expect(screen.getByRole('spinbutton').getAttribute('aria-valuenow')).toBe('2')
  })
})

describe('StarRating', () => {
  it('shows stars as one image with a spoken summary', async () => {
    const { container } = render(<StarRating value={4} language="ar" />)
    expect(screen.getByRole('img', { name: '4 من 5 نجوم' })).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })

  it('is a radio group of the five review labels; arrow keys move the choice, flipped in RTL', async () => {
    const chosen: number[] = []
    const { container, rerender } = render(
      <StarRating defaultValue={3} onChange={(s) => chosen.push(s)} />,
    )
    const group = screen.getByRole('radiogroup', { name: 'Your rating' })
    expect(screen.getByRole('radio', { name: 'Excellent' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Middle' }).getAttribute('aria-checked')).toBe('true')
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Middle' }), { key: 'ArrowRight' })
    expect(chosen).toEqual([4])
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Good')
    expect(await axeViolations(container)).toEqual([])
    rerender(
      <LocaleProvider dir="rtl">
        <StarRating value={4} onChange={(s) => chosen.push(s)} language="ar" />
      </LocaleProvider>,
    )
    fireEvent.keyDown(screen.getByRole('radio', { name: 'جيد' }), { key: 'ArrowRight' })
    expect(chosen).toEqual([4, 3])
    void group
  })
})

describe('Price', () => {
  it('shows the price in riyal with the price before and the discount, per language', async () => {
    const { container, rerender } = render(
      <Price price="40.00" priceBefore="50.00" discountText="-20%" />,
    )
    expect(container.textContent).toMatch(/SAR\s40\.00Was SAR\s50\.00-20%/)
    expect(await axeViolations(container)).toEqual([])
    rerender(<Price price="40.00" language="ar" />)
    expect(container.textContent).toMatch(/40\.00\sريال/)
    expect(container.firstElementChild?.hasAttribute('data-on-offer')).toBe(false)
  })
})

describe('TextField', () => {
  it('labels the input and announces its error', async () => {
    const { container } = render(
      <TextField label="Email" error="Email is required" hint="We send the invoice there" />,
    )
    const input = screen.getByLabelText('Email')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('Email is required')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2)
    expect(await axeViolations(container)).toEqual([])
  })
})

describe('ErrorView and EmptyState', () => {
  it('says Page Not Found for 404 and Internal Server Error otherwise', async () => {
    const { container, rerender } = render(
      <ErrorView status={404} description="Page Not Found: /nope" />,
    )
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy()
    expect(screen.getByText('Page Not Found: /nope')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
    rerender(<ErrorView status={500} />)
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeTruthy()
  })

  it('tells what to do next when a list is empty', async () => {
    const { container } = render(
      <EmptyState
        title="Your wishlist is empty"
        description="Tap the heart on a product to keep it here."
      />,
    )
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })
})

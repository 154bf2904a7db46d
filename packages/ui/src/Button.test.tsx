import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from './Button.tsx'

afterEach(cleanup)

describe('Button', () => {
  it('is a button a shopper can press, medium and primary by default', () => {
    let pressed = 0
    render(<Button onClick={() => pressed++}>Add to cart</Button>)
    const button = screen.getByRole('button', { name: 'Add to cart' })
    button.click()
    expect(pressed).toBe(1)
    expect(button.getAttribute('type')).toBe('button')
    expect(button.dataset.size).toBe('md')
    expect(button.dataset.variant).toBe('primary')
    expect(button.hasAttribute('data-disabled')).toBe(false)
  })

  it('exposes size, variant and disabled state as data attributes and ignores presses when disabled', () => {
    let pressed = 0
    render(
      <Button size="lg" variant="accent" disabled onClick={() => pressed++}>
        Checkout
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Checkout' })
    button.click()
    expect(pressed).toBe(0)
    expect(button.dataset.size).toBe('lg')
    expect(button.dataset.variant).toBe('accent')
    expect(button.hasAttribute('data-disabled')).toBe(true)
  })

  it('keeps the theme class next to your own', () => {
    render(<Button className="mine">Go</Button>)
    expect(screen.getByRole('button').className).toBe('matjar-button mine')
  })
})

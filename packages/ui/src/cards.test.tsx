import type { ColorMode } from '@matjar/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../test/axe.ts'
import { ColorModeContext } from './color-mode-context.ts'
import { ColorModeToggle, LanguageSwitch } from './LanguageSwitch.tsx'
import { ProductCard } from './ProductCard.tsx'
import { RiyalSign } from './RiyalSign.tsx'

afterEach(() => {
  cleanup()
  delete document.documentElement.dataset.colorMode
})

describe('ProductCard', () => {
  it('links the name, shows stars and the offer, and toggles the wishlist heart', async () => {
    let hearts = 0
    let added = 0
    const { container } = render(
      <ProductCard
        name="Brass dallah"
        href="/product/7"
        image={{ src: 'dallah.jpg', alt: 'Brass dallah' }}
        price="40.00"
        priceBefore="50.00"
        discountText="-20%"
        rating={4}
        wishlisted
        onWishlistToggle={() => hearts++}
        onAddToCart={() => added++}
      />,
    )
    expect(screen.getByRole('link', { name: 'Brass dallah' }).getAttribute('href')).toBe(
      '/product/7',
    )
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy()
    const heart = screen.getByRole('button', { name: 'Add to wishlist: Brass dallah' })
    expect(heart.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(heart)
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect([hearts, added]).toEqual([1, 1])
    expect(screen.getByRole('article').hasAttribute('data-on-offer')).toBe(true)
    expect(await axeViolations(container)).toEqual([])
  })

  it('speaks Arabic', () => {
    render(
      <ProductCard
        name="دلة"
        href="/product/7"
        price="40.00"
        language="ar"
        onAddToCart={() => {}}
      />,
    )
    expect(screen.getByRole('button', { name: 'أضف إلى السلة' })).toBeTruthy()
  })
})

describe('RiyalSign', () => {
  it('keeps U+20C1 in the text and is read as SAR or ريال', async () => {
    const { container, rerender } = render(<RiyalSign />)
    const sign = screen.getByRole('img', { name: 'SAR' })
    expect(sign.textContent).toBe('\u20C1')
    expect(await axeViolations(container)).toEqual([])
    rerender(<RiyalSign language="ar" />)
    expect(screen.getByRole('img', { name: 'ريال' })).toBeTruthy()
  })
})

/** What `StorefrontProvider` shares: the page's colour mode and its one setter. */
function ModeOwner({ asked }: { asked: string[] }) {
  const [mode, setMode] = useState<ColorMode>('light')
  const shared = { mode, setMode: (next: ColorMode) => (asked.push(next), setMode(next)) }
  return (
    <ColorModeContext.Provider value={shared}>
      <ColorModeToggle />
    </ColorModeContext.Provider>
  )
}

describe('ColorModeToggle and LanguageSwitch, uncontrolled', () => {
  it('the colour-mode toggle keeps its own state and leaves <html data-color-mode> to its owner', () => {
    const modes: string[] = []
    render(<ColorModeToggle onModeChange={(m) => modes.push(m)} />)
    const button = screen.getByRole('button', { name: 'Dark mode' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(button)
    expect(modes).toEqual(['dark', 'light'])
    expect(document.documentElement.dataset.colorMode).toBeUndefined()
  })

  it('under a provider’s colour mode, the uncontrolled toggle switches that one', () => {
    const asked: string[] = []
    render(<ModeOwner asked={asked} />)
    const button = screen.getByRole('button', { name: 'Dark mode' })
    fireEvent.click(button)
    expect(asked).toEqual(['dark'])
    expect(button.getAttribute('aria-pressed')).toBe('true')
    expect(document.documentElement.dataset.colorMode).toBeUndefined()
  })

  it('a controlled toggle leaves the document to its owner', () => {
    render(<ColorModeToggle mode="light" language="ar" />)
    fireEvent.click(screen.getByRole('button', { name: 'الوضع الداكن' }))
    expect(document.documentElement.dataset.colorMode).toBeUndefined()
  })

  it('the language switch flips between the two languages by itself', () => {
    render(<LanguageSwitch defaultLanguage="ar" />)
    fireEvent.click(screen.getByRole('button', { name: 'Switch to English' }))
    expect(screen.getByRole('button', { name: 'التبديل إلى العربية' }).textContent).toBe('العربية')
  })
})

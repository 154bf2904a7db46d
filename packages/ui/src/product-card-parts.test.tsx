import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../test/axe.ts'
import { Price } from './Price.tsx'
import {
  ProductCardAddButton,
  ProductCardBadge,
  ProductCardHeart,
  ProductCardMedia,
  ProductCardName,
  ProductCardNote,
  ProductCardRoot,
} from './product-card-parts.tsx'

afterEach(cleanup)

describe('ProductCard parts', () => {
  it('make a card of your own layout: name first, your own line, a labelled button', async () => {
    let hearts = 0
    let added = 0
    const { container } = render(
      <ProductCardRoot onOffer>
        <ProductCardName href="/product/7">Brass dallah</ProductCardName>
        <ProductCardMedia image={{ src: 'dallah.jpg', alt: 'Brass dallah' }}>
          <ProductCardBadge>-20%</ProductCardBadge>
          <ProductCardHeart name="Brass dallah" pressed={false} onToggle={() => hearts++} />
        </ProductCardMedia>
        <p>Hand-made in Al-Ahsa</p>
        <Price price="40.00" priceBefore="50.00" />
        <ProductCardNote>From 6: SAR 35.00</ProductCardNote>
        <ProductCardAddButton onClick={() => added++}>Buy</ProductCardAddButton>
      </ProductCardRoot>,
    )
    const article = screen.getByRole('article')
    expect(article.firstElementChild?.tagName).toBe('H3')
    expect(article.hasAttribute('data-on-offer')).toBe(true)
    expect(screen.getByText('Hand-made in Al-Ahsa')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist: Brass dallah' }))
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    expect([hearts, added]).toEqual([1, 1])
    expect(await axeViolations(container)).toEqual([])
  })

  it('speak the language given', () => {
    render(<ProductCardAddButton onClick={() => {}} language="ar" />)
    expect(screen.getByRole('button', { name: 'أضف إلى السلة' })).toBeTruthy()
  })
})

describe('the card in a grid', () => {
  const theme = readFileSync(join(import.meta.dirname, 'theme.css'), 'utf8')
  const cardRule = theme.match(/\n\.matjar-product-card \{[^}]*\}/)?.[0] ?? ''

  it('fills its cell by default, padding inside, through the width token', () => {
    expect(cardRule).toContain('inline-size: var(--matjar-product-card-width)')
    expect(cardRule).toContain('box-sizing: border-box')
    expect(cardRule).not.toMatch(/inline-size:\s*15rem/)
    expect(theme).toMatch(/--matjar-product-card-width:\s*auto;/)
  })
})

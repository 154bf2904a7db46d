import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../test/axe.ts'
import { ColorModeToggle, LanguageSwitch } from './LanguageSwitch.tsx'
import { Skeleton } from './Skeleton.tsx'
import { WhatsAppButton } from './WhatsAppButton.tsx'

afterEach(cleanup)

describe('small parts', () => {
  it('the WhatsApp button opens a chat with the shop number, named in the language', async () => {
    const { container } = render(
      <WhatsAppButton phone="+966 50 000 0000" text="Hello" language="ar" />,
    )
    const link = screen.getByRole('link', { name: 'تواصل معنا عبر واتساب' })
    expect(link.getAttribute('href')).toBe('https://wa.me/966500000000?text=Hello')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await axeViolations(container)).toEqual([])
  })

  it('the language switch offers the other language, in that language', async () => {
    const chosen: string[] = []
    const { container } = render(<LanguageSwitch language="en" onChange={(l) => chosen.push(l)} />)
    const button = screen.getByRole('button', { name: 'التبديل إلى العربية' })
    expect(button.textContent).toBe('العربية')
    expect(button.getAttribute('lang')).toBe('ar')
    fireEvent.click(button)
    expect(chosen).toEqual(['ar'])
    expect(await axeViolations(container)).toEqual([])
  })

  it('the colour-mode toggle is pressed in dark mode', async () => {
    let toggled = 0
    const { container } = render(<ColorModeToggle mode="dark" onToggle={() => toggled++} />)
    const button = screen.getByRole('button', { name: 'Dark mode' })
    expect(button.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(button)
    expect(toggled).toBe(1)
    expect(await axeViolations(container)).toEqual([])
  })

  it('a skeleton keeps its space and is hidden from assistive technology', () => {
    const { container } = render(<Skeleton inlineSize="10rem" blockSize="2rem" />)
    const skeleton = container.firstElementChild as HTMLElement
    expect(skeleton.getAttribute('aria-hidden')).toBe('true')
    expect(skeleton.style.inlineSize).toBe('10rem')
  })
})

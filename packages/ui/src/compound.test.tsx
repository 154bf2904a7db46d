import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../test/axe.ts'
import { Accordion } from './Accordion.tsx'
import { Dialog } from './Dialog.tsx'
import { LocaleProvider } from './locale.tsx'
import { Popover } from './Popover.tsx'
import { Tabs } from './Tabs.tsx'

afterEach(cleanup)

const ProductTabs = ({ dir }: { dir?: 'ltr' | 'rtl' }) => (
  <Tabs.Root defaultValue="description" dir={dir}>
    <Tabs.List aria-label="Product">
      <Tabs.Trigger value="description">Description</Tabs.Trigger>
      <Tabs.Trigger value="specs">Specifications</Tabs.Trigger>
      <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
    </Tabs.List>
    <Tabs.Content value="description">Hand-made dallah.</Tabs.Content>
    <Tabs.Content value="specs">Brass, 1 l.</Tabs.Content>
    <Tabs.Content value="reviews">No reviews yet.</Tabs.Content>
  </Tabs.Root>
)

describe('Tabs', () => {
  it('ArrowRight moves to the next tab in LTR and shows its panel; Home/End jump', async () => {
    const { container } = render(<ProductTabs />)
    const first = screen.getByRole('tab', { name: 'Description' })
    expect(screen.getByRole('tabpanel').textContent).toBe('Hand-made dallah.')
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    const specs = screen.getByRole('tab', { name: 'Specifications' })
    expect(document.activeElement).toBe(specs)
    expect(specs.getAttribute('aria-selected')).toBe('true')
    expect(specs.dataset.state).toBe('active')
    expect(screen.getByRole('tabpanel', { name: 'Specifications' }).textContent).toBe('Brass, 1 l.')
    fireEvent.keyDown(specs, { key: 'End' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Reviews' }))
    expect(await axeViolations(container)).toEqual([])
  })

  it('in RTL ArrowLeft moves forward and ArrowRight back (wrapping)', () => {
    render(
      <LocaleProvider dir="rtl">
        <ProductTabs />
      </LocaleProvider>,
    )
    const first = screen.getByRole('tab', { name: 'Description' })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Specifications' }))
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' })
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Reviews' }))
  })

  it('follows its value when controlled', () => {
    const asked: string[] = []
    render(
      <Tabs.Root value="a" onValueChange={(v) => asked.push(v)}>
        <Tabs.List aria-label="x">
          <Tabs.Trigger value="a">A</Tabs.Trigger>
          <Tabs.Trigger value="b">B</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>,
    )
    fireEvent.click(screen.getByRole('tab', { name: 'B' }))
    expect(asked).toEqual(['b'])
    expect(screen.getByRole('tab', { name: 'A' }).getAttribute('aria-selected')).toBe('true')
  })
})

describe('Accordion', () => {
  it('opens one item at a time (single) and exposes aria-expanded and data-state', async () => {
    const { container } = render(
      <Accordion.Root defaultValue={['shipping']}>
        <Accordion.Item value="shipping">
          <Accordion.Trigger>Shipping</Accordion.Trigger>
          <Accordion.Content>Two to five days.</Accordion.Content>
        </Accordion.Item>
        <Accordion.Item value="returns">
          <Accordion.Trigger>Returns</Accordion.Trigger>
          <Accordion.Content>Fourteen days.</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>,
    )
    const shipping = screen.getByRole('button', { name: 'Shipping' })
    const returns = screen.getByRole('button', { name: 'Returns' })
    expect(shipping.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('region', { name: 'Shipping' }).textContent).toBe('Two to five days.')
    fireEvent.click(returns)
    expect(returns.getAttribute('aria-expanded')).toBe('true')
    expect(shipping.getAttribute('aria-expanded')).toBe('false')
    expect(shipping.dataset.state).toBe('closed')
    expect(screen.queryByRole('region', { name: 'Shipping' })).toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })
})

const CancelOrder = ({ dir }: { dir?: 'ltr' | 'rtl' }) => (
  <Dialog.Root dir={dir}>
    <Dialog.Trigger>Cancel order</Dialog.Trigger>
    <Dialog.Content>
      <Dialog.Title>Cancel the order?</Dialog.Title>
      <Dialog.Description>Are you sure you want to cancel this order?</Dialog.Description>
      <button type="button">Yes, cancel</button>
      <Dialog.Close>Keep it</Dialog.Close>
    </Dialog.Content>
  </Dialog.Root>
)

describe('Dialog', () => {
  it('moves focus in, traps Tab, closes on Escape and gives focus back to the trigger', async () => {
    render(<CancelOrder />)
    const trigger = screen.getByRole('button', { name: 'Cancel order' })
    trigger.focus()
    fireEvent.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Cancel the order?' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(
      screen.getByRole('dialog', { description: 'Are you sure you want to cancel this order?' }),
    ).toBe(dialog)
    const yes = screen.getByRole('button', { name: 'Yes, cancel' })
    const keep = screen.getByRole('button', { name: 'Keep it' })
    expect(document.activeElement).toBe(yes)
    keep.focus()
    fireEvent.keyDown(keep, { key: 'Tab' })
    expect(document.activeElement).toBe(yes)
    fireEvent.keyDown(yes, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(keep)
    expect(await axeViolations(document.body)).toEqual([])
    fireEvent.keyDown(keep, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('carries the direction into its portal and closes from Dialog.Close', () => {
    render(
      <LocaleProvider dir="rtl">
        <CancelOrder />
      </LocaleProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('works controlled: the owner decides whether it is open', () => {
    const asked: boolean[] = []
    render(
      <Dialog.Root open onOpenChange={(o) => asked.push(o)}>
        <Dialog.Content>
          <Dialog.Title>Sign in</Dialog.Title>
          <Dialog.Close>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(asked).toEqual([false])
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy()
  })
})

describe('Popover (login dropdown)', () => {
  it('opens from its trigger into a portal with the direction, and Escape returns focus', async () => {
    render(
      <LocaleProvider dir="rtl">
        <Popover.Root>
          <Popover.Trigger>تسجيل الدخول</Popover.Trigger>
          <Popover.Content aria-label="تسجيل الدخول">
            <label>
              البريد الإلكتروني
              <input type="email" />
            </label>
            <Popover.Close>إغلاق</Popover.Close>
          </Popover.Content>
        </Popover.Root>
      </LocaleProvider>,
    )
    const trigger = screen.getByRole('button', { name: 'تسجيل الدخول' })
    trigger.focus()
    await act(async () => fireEvent.click(trigger))
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(trigger.dataset.state).toBe('open')
    const panel = screen.getByRole('dialog', { name: 'تسجيل الدخول' })
    expect(panel.getAttribute('dir')).toBe('rtl')
    expect(panel.dataset.placement).toBe('bottom-start')
    expect(await axeViolations(document.body)).toEqual([])
    await act(async () => fireEvent.keyDown(panel, { key: 'Escape' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })
})

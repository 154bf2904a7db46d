import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRef, type MouseEvent } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Dialog } from './Dialog.tsx'
import { Popover } from './Popover.tsx'
import { Slot } from './slot.tsx'

afterEach(cleanup)

describe('Slot (asChild)', () => {
  it("gives the node to the part's ref and to the child's own", () => {
    const partRef = createRef<HTMLElement>()
    const childRef = createRef<HTMLAnchorElement>()
    const { unmount } = render(
      <Slot ref={partRef}>
        <a href="/cart" ref={childRef}>
          Cart
        </a>
      </Slot>,
    )
    const link = screen.getByRole('link', { name: 'Cart' })
    expect(partRef.current).toBe(link)
    expect(childRef.current).toBe(link)
    unmount()
    expect(partRef.current).toBeNull()
    expect(childRef.current).toBeNull()
  })

  it("merges style and classes, and the child's props win, its aria-* and data-* included", () => {
    render(
      <Slot
        className="matjar-dialog-trigger"
        style={{ color: 'brown', margin: 0 }}
        title="from the part"
        data-state="open"
        data-part="trigger"
        aria-label="Open the cart"
        aria-haspopup="dialog"
      >
        <a
          href="/cart"
          className="shop-link"
          style={{ color: 'black' }}
          title="from the child"
          data-state="closed"
          aria-label="Cart, 2 items"
        >
          Cart
        </a>
      </Slot>,
    )
    const link = screen.getByRole('link', { name: 'Cart, 2 items' })
    expect(link.className).toBe('matjar-dialog-trigger shop-link')
    expect(link.style.color).toBe('black')
    expect(link.style.margin).toBe('0px')
    expect(link.title).toBe('from the child')
    expect(link.dataset.state).toBe('closed')
    expect(link.getAttribute('aria-label')).toBe('Cart, 2 items')
    // What the child leaves unset still comes from the part.
    expect(link.dataset.part).toBe('trigger')
    expect(link.getAttribute('aria-haspopup')).toBe('dialog')
  })

  it("runs the child's handler, then the part's, which sees whether the child prevented the default", () => {
    const heard: string[] = []
    let cancel = false
    render(
      <Slot onClick={(event) => heard.push(event.defaultPrevented ? 'part (prevented)' : 'part')}>
        <button
          type="button"
          onClick={(event) => {
            heard.push('child')
            if (cancel) event.preventDefault()
          }}
        >
          Open
        </button>
      </Slot>,
    )
    const button = screen.getByRole('button', { name: 'Open' })
    fireEvent.click(button)
    expect(heard).toEqual(['child', 'part'])
    cancel = true
    fireEvent.click(button)
    expect(heard).toEqual(['child', 'part', 'child', 'part (prevented)'])
  })

  it('renders nothing without an element to become', () => {
    const { container } = render(<Slot>just text</Slot>)
    expect(container.innerHTML).toBe('')
  })

  it('lets a dialog trigger keep its ref and be cancelled by its own handler', () => {
    const ref = createRef<HTMLButtonElement>()
    let allow = false
    render(
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <button
            type="button"
            ref={ref}
            onClick={(event: MouseEvent) => {
              if (!allow) event.preventDefault()
            }}
          >
            Delete address
          </button>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Delete?</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
    )
    const trigger = screen.getByRole('button', { name: 'Delete address' })
    expect(ref.current).toBe(trigger)
    fireEvent.click(trigger)
    expect(screen.queryByRole('dialog')).toBeNull()
    allow = true
    fireEvent.click(trigger)
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it("keeps a popover anchored to the child while the child's ref still gets the node", () => {
    const ref = createRef<HTMLButtonElement>()
    render(
      <Popover.Root>
        <Popover.Trigger asChild>
          <button type="button" ref={ref}>
            Sign in
          </button>
        </Popover.Trigger>
        <Popover.Content aria-label="Sign in">Form</Popover.Content>
      </Popover.Root>,
    )
    const trigger = screen.getByRole('button', { name: 'Sign in' })
    expect(ref.current).toBe(trigger)
    fireEvent.click(trigger)
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy()
  })
})

describe('parts honour a prevented default', () => {
  const dialog = (onTrigger: (event: MouseEvent) => void, onClose: (event: MouseEvent) => void) =>
    render(
      <Dialog.Root>
        <Dialog.Trigger onClick={onTrigger}>Delete address</Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Delete?</Dialog.Title>
          <Dialog.Close onClick={onClose}>Keep it</Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>,
    )

  it('Dialog.Trigger opens only when its own onClick did not prevent the default', () => {
    let allow = false
    dialog(
      (event) => {
        if (!allow) event.preventDefault()
      },
      () => {},
    )
    const trigger = screen.getByRole('button', { name: 'Delete address' })
    fireEvent.click(trigger)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    allow = true
    fireEvent.click(trigger)
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('Dialog.Close closes only when its own onClick did not prevent the default', () => {
    let allow = false
    dialog(
      () => {},
      (event) => {
        if (!allow) event.preventDefault()
      },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Delete address' }))
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(screen.getByRole('dialog')).toBeTruthy()
    allow = true
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Popover.Trigger (asChild) and Popover.Close stay put when the default was prevented', () => {
    let allow = false
    const cancel = (event: MouseEvent) => {
      if (!allow) event.preventDefault()
    }
    render(
      <Popover.Root>
        <Popover.Trigger asChild>
          <button type="button" onClick={cancel}>
            Sign in
          </button>
        </Popover.Trigger>
        <Popover.Content aria-label="Sign in">
          <Popover.Close onClick={cancel}>Not now</Popover.Close>
        </Popover.Content>
      </Popover.Root>,
    )
    const trigger = screen.getByRole('button', { name: 'Sign in' })
    fireEvent.click(trigger)
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull()
    allow = true
    fireEvent.click(trigger)
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy()
    allow = false
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy()
    allow = true
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull()
  })
})

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

  it("merges style and classes, keeps the child's props and the part's state attributes", () => {
    render(
      <Slot
        className="matjar-dialog-trigger"
        style={{ color: 'brown', margin: 0 }}
        title="from the part"
        data-state="open"
      >
        <a
          href="/cart"
          className="shop-link"
          style={{ color: 'black' }}
          title="from the child"
          data-state="closed"
        >
          Cart
        </a>
      </Slot>,
    )
    const link = screen.getByRole('link', { name: 'Cart' })
    expect(link.className).toBe('matjar-dialog-trigger shop-link')
    expect(link.style.color).toBe('black')
    expect(link.style.margin).toBe('0px')
    expect(link.title).toBe('from the child')
    expect(link.dataset.state).toBe('open')
  })

  it("runs the child's handler, then the part's unless the child prevented the default", () => {
    const heard: string[] = []
    let cancel = false
    render(
      <Slot onClick={() => heard.push('part')}>
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
    expect(heard).toEqual(['child', 'part', 'child'])
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

'use client'

import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  type Placement,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react'
import type { Direction } from '@matjar/core'
import { clsx } from 'clsx'
import {
  createContext,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useContext,
} from 'react'
import { useDirection } from './direction.tsx'
import { Slot } from './slot.tsx'
import { useControllableState } from './use-controllable.ts'

/** Logical sides: `end` is the inline end (right in LTR, left in RTL). */
export type PopoverAlign = 'start' | 'center' | 'end'

const physical = (side: 'top' | 'bottom', align: PopoverAlign, dir: Direction): Placement => {
  if (align === 'center') return side
  const mirrored = dir === 'rtl' ? (align === 'start' ? 'end' : 'start') : align
  return `${side}-${mirrored}`
}

type FloatingState = ReturnType<typeof useFloating> & {
  open: boolean
  setOpen: (open: boolean) => void
  dir: Direction
  interactions: ReturnType<typeof useInteractions>
}
const PopoverContext = createContext<FloatingState | null>(null)
const usePopover = (part: string) => {
  const state = useContext(PopoverContext)
  if (!state) throw new Error(`<Popover.${part}> must be inside <Popover.Root>.`)
  return state
}

export interface PopoverRootProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  side?: 'top' | 'bottom'
  align?: PopoverAlign
  dir?: Direction
  /** `dialog` (a form, the login dropdown) or `menu`-like lists: the popup's ARIA role. */
  role?: 'dialog' | 'listbox' | 'menu'
  children: ReactNode
}

function Root({
  open,
  defaultOpen = false,
  onOpenChange,
  side = 'bottom',
  align = 'end',
  dir,
  role = 'dialog',
  children,
}: PopoverRootProps) {
  const direction = useDirection(dir)
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange)
  const floating = useFloating({
    open: isOpen,
    onOpenChange: setOpen,
    placement: physical(side, align, direction),
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  })
  const interactions = useInteractions([
    useClick(floating.context),
    useDismiss(floating.context),
    useRole(floating.context, { role }),
  ])
  return (
    <PopoverContext.Provider
      value={{ ...floating, open: isOpen, setOpen, dir: direction, interactions }}
    >
      {children}
    </PopoverContext.Provider>
  )
}

function Trigger({
  asChild,
  className,
  onClick,
  ...props
}: HTMLAttributes<HTMLButtonElement> & { asChild?: boolean }) {
  const popover = usePopover('Trigger')
  const Part = asChild ? Slot : 'button'
  const reference = popover.interactions.getReferenceProps(props)
  const toggle = reference.onClick as ((event: MouseEvent<HTMLButtonElement>) => void) | undefined
  return (
    <Part
      type={asChild ? undefined : 'button'}
      ref={popover.refs.setReference}
      {...reference}
      data-state={popover.open ? 'open' : 'closed'}
      className={clsx('matjar-popover-trigger', className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event)
        // Floating UI toggles on every click: the caller's (or the child's) handler may cancel it.
        if (!event.defaultPrevented) toggle?.(event)
      }}
    />
  )
}

/**
 * The floating panel, portalled with the direction it opened in. Focus moves in and returns to
 * the trigger; Escape and a click outside close it.
 */
function Content({ className, children, style, ...props }: HTMLAttributes<HTMLDivElement>) {
  const popover = usePopover('Content')
  if (!popover.open) return null
  return (
    <FloatingPortal>
      <FloatingFocusManager context={popover.context} modal={false}>
        <div
          ref={popover.refs.setFloating}
          dir={popover.dir}
          {...popover.interactions.getFloatingProps(props)}
          style={{ ...popover.floatingStyles, ...style }}
          data-state="open"
          data-placement={popover.placement}
          className={clsx('matjar-popover', className)}
        >
          {children}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  )
}

function Close({
  asChild,
  className,
  onClick,
  ...props
}: HTMLAttributes<HTMLButtonElement> & { asChild?: boolean }) {
  const popover = usePopover('Close')
  const Part = asChild ? Slot : 'button'
  return (
    <Part
      type={asChild ? undefined : 'button'}
      {...props}
      className={clsx('matjar-popover-close', className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event)
        if (!event.defaultPrevented) popover.setOpen(false)
      }}
    />
  )
}

/**
 * A dropdown anchored to its trigger (the login dropdown, the account menu):
 * `Popover.Root`, `.Trigger`, `.Content`, `.Close`. Built on Floating UI.
 */
export const Popover = { Root, Trigger, Content, Close }

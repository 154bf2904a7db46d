'use client'

import type { Direction } from '@matjar/core'
import { clsx } from 'clsx'
import {
  createContext,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { useDirection } from './direction.tsx'
import { useFocusTrap } from './focus-trap.ts'
import { Slot } from './slot.tsx'
import { useControllableState } from './use-controllable.ts'
import { useHydrated } from './use-hydrated.ts'

interface DialogState {
  open: boolean
  setOpen: (open: boolean) => void
  id: string
  dir: Direction
  described: boolean
  setDescribed: (described: boolean) => void
}
const DialogContext = createContext<DialogState | null>(null)
const useDialog = (part: string) => {
  const state = useContext(DialogContext)
  if (!state) throw new Error(`<Dialog.${part}> must be inside <Dialog.Root>.`)
  return state
}

export interface DialogRootProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  dir?: Direction
  children: ReactNode
}

function Root({ open, defaultOpen = false, onOpenChange, dir, children }: DialogRootProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange)
  const id = useId()
  const direction = useDirection(dir)
  const [described, setDescribed] = useState(false)
  return (
    <DialogContext.Provider
      value={{ open: isOpen, setOpen, id, dir: direction, described, setDescribed }}
    >
      {children}
    </DialogContext.Provider>
  )
}

type PartProps = HTMLAttributes<HTMLButtonElement> & { asChild?: boolean; children?: ReactNode }

function Trigger({ asChild, className, ...props }: PartProps) {
  const dialog = useDialog('Trigger')
  const Part = asChild ? Slot : 'button'
  return (
    <Part
      type={asChild ? undefined : 'button'}
      {...props}
      aria-haspopup="dialog"
      aria-expanded={dialog.open}
      aria-controls={dialog.open ? `${dialog.id}-content` : undefined}
      data-state={dialog.open ? 'open' : 'closed'}
      className={clsx('matjar-dialog-trigger', className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event)
        // The caller's handler (or the child's, with asChild) may cancel the toggle.
        if (!event.defaultPrevented) dialog.setOpen(!dialog.open)
      }}
    />
  )
}

export interface DialogContentProps extends HTMLAttributes<HTMLDivElement> {
  /** Where the portal goes (default `document.body`). */
  container?: HTMLElement | null
}

/**
 * The modal itself, portalled with the direction it was opened in: focus goes in, is trapped
 * while open and returns to the trigger; Escape or the backdrop closes it.
 */
function Content({ container, className, children, ...props }: DialogContentProps) {
  const hydrated = useHydrated()
  const dialog = useDialog('Content')
  const ref = useRef<HTMLDivElement>(null)
  useFocusTrap(ref, dialog.open && hydrated)
  if (!dialog.open || !hydrated) return null
  return createPortal(
    <div className="matjar-dialog-layer" dir={dialog.dir} data-state="open">
      <div
        className="matjar-dialog-backdrop"
        aria-hidden="true"
        onClick={() => dialog.setOpen(false)}
      />
      <div
        {...props}
        ref={ref}
        role="dialog"
        aria-modal="true"
        id={`${dialog.id}-content`}
        aria-labelledby={`${dialog.id}-title`}
        aria-describedby={
          props['aria-describedby'] ?? (dialog.described ? `${dialog.id}-description` : undefined)
        }
        tabIndex={-1}
        data-state="open"
        className={clsx('matjar-dialog', className)}
        onKeyDown={(event) => {
          props.onKeyDown?.(event)
          if (event.key === 'Escape' && !event.defaultPrevented) {
            event.stopPropagation()
            dialog.setOpen(false)
          }
        }}
      >
        {children}
      </div>
    </div>,
    container ?? document.body,
  )
}

function Title({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  const dialog = useDialog('Title')
  return (
    <h2 {...props} id={`${dialog.id}-title`} className={clsx('matjar-dialog-title', className)} />
  )
}

function Description({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  const dialog = useDialog('Description')
  const { setDescribed } = dialog
  useEffect(() => {
    setDescribed(true)
    return () => setDescribed(false)
  }, [setDescribed])
  return (
    <p
      {...props}
      id={`${dialog.id}-description`}
      className={clsx('matjar-dialog-description', className)}
    />
  )
}

function Close({ asChild, className, ...props }: PartProps) {
  const dialog = useDialog('Close')
  const Part = asChild ? Slot : 'button'
  return (
    <Part
      type={asChild ? undefined : 'button'}
      {...props}
      className={clsx('matjar-dialog-close', className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event)
        if (!event.defaultPrevented) dialog.setOpen(false)
      }}
    />
  )
}

/** A modal dialog: `Dialog.Root`, `.Trigger`, `.Content`, `.Title`, `.Description`, `.Close`. */
export const Dialog = { Root, Trigger, Content, Title, Description, Close }

'use client'

import { clsx } from 'clsx'
import { createContext, type HTMLAttributes, type ReactNode, useContext, useId } from 'react'
import { ChevronDownIcon } from './icons.tsx'
import { useControllableState } from './use-controllable.ts'

interface AccordionState {
  open: readonly string[]
  toggle: (value: string) => void
}
const AccordionContext = createContext<AccordionState | null>(null)
const ItemContext = createContext<{ value: string; id: string; open: boolean } | null>(null)

const useAccordion = (part: string) => {
  const state = useContext(AccordionContext)
  if (!state) throw new Error(`<Accordion.${part}> must be inside <Accordion.Root>.`)
  return state
}
const useItem = (part: string) => {
  const item = useContext(ItemContext)
  if (!item) throw new Error(`<Accordion.${part}> must be inside <Accordion.Item>.`)
  return item
}

export interface AccordionRootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue'> {
  /** `single`: opening one closes the others. */
  type?: 'single' | 'multiple'
  value?: readonly string[]
  defaultValue?: readonly string[]
  onValueChange?: (open: readonly string[]) => void
  children: ReactNode
}

const NONE: readonly string[] = []

function Root({
  type = 'single',
  value,
  defaultValue = NONE,
  onValueChange,
  className,
  children,
  ...props
}: AccordionRootProps) {
  const [open, setOpen] = useControllableState(value, defaultValue, onValueChange)
  const toggle = (item: string) =>
    setOpen(
      open.includes(item)
        ? open.filter((other) => other !== item)
        : type === 'single'
          ? [item]
          : [...open, item],
    )
  return (
    <AccordionContext.Provider value={{ open, toggle }}>
      <div {...props} className={clsx('matjar-accordion', className)}>
        {children}
      </div>
    </AccordionContext.Provider>
  )
}

function Item({ value, className, ...props }: HTMLAttributes<HTMLDivElement> & { value: string }) {
  const { open } = useAccordion('Item')
  const id = useId()
  const isOpen = open.includes(value)
  return (
    <ItemContext.Provider value={{ value, id, open: isOpen }}>
      <div
        {...props}
        data-state={isOpen ? 'open' : 'closed'}
        className={clsx('matjar-accordion-item', className)}
      />
    </ItemContext.Provider>
  )
}

/** The heading button of an item (`aria-expanded`); Enter and Space toggle natively. */
function Trigger({
  className,
  children,
  level = 3,
  ...props
}: HTMLAttributes<HTMLButtonElement> & { level?: 2 | 3 | 4 }) {
  const { toggle } = useAccordion('Trigger')
  const item = useItem('Trigger')
  const Heading = `h${level}` as const
  return (
    <Heading className="matjar-accordion-heading">
      <button
        {...props}
        type="button"
        id={`${item.id}-trigger`}
        aria-expanded={item.open}
        aria-controls={`${item.id}-content`}
        data-state={item.open ? 'open' : 'closed'}
        className={clsx('matjar-accordion-trigger', className)}
        onClick={() => toggle(item.value)}
      >
        <span>{children}</span>
        <ChevronDownIcon size={16} />
      </button>
    </Heading>
  )
}

function Content({ className, ...props }: HTMLAttributes<HTMLElement>) {
  const item = useItem('Content')
  return (
    <section
      {...props}
      id={`${item.id}-content`}
      aria-labelledby={`${item.id}-trigger`}
      hidden={!item.open}
      data-state={item.open ? 'open' : 'closed'}
      className={clsx('matjar-accordion-content', className)}
    />
  )
}

/** Accordion (FAQ, filters): `Accordion.Root`, `.Item`, `.Trigger`, `.Content`. */
export const Accordion = { Root, Item, Trigger, Content }

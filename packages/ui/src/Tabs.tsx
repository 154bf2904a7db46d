'use client'

import type { Direction } from '@matjar/core'
import { clsx } from 'clsx'
import {
  createContext,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
} from 'react'
import { arrowKeyFor, useDirection } from './direction.tsx'
import { useControllableState } from './use-controllable.ts'

interface TabsState {
  baseId: string
  value: string
  select: (value: string) => void
  dir: Direction
}

const TabsContext = createContext<TabsState | null>(null)
const useTabs = (part: string): TabsState => {
  const state = useContext(TabsContext)
  if (!state) throw new Error(`<Tabs.${part}> must be inside <Tabs.Root>.`)
  return state
}
const ids = (baseId: string, value: string) => ({
  tab: `${baseId}-tab-${value}`,
  panel: `${baseId}-panel-${value}`,
})

export interface TabsRootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue'> {
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  dir?: Direction
  children: ReactNode
}

function Root({
  value,
  defaultValue = '',
  onValueChange,
  dir,
  className,
  children,
  ...props
}: TabsRootProps) {
  const baseId = useId()
  const direction = useDirection(dir)
  const [current, select] = useControllableState(value, defaultValue, onValueChange)
  return (
    <TabsContext.Provider value={{ baseId, value: current, select, dir: direction }}>
      <div {...props} dir={direction} className={clsx('matjar-tabs', className)}>
        {children}
      </div>
    </TabsContext.Provider>
  )
}

/** The row of tabs. Arrow keys move and activate (flipped in RTL), Home/End jump. */
function List({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const { dir } = useTabs('List')
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    ]
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement)
    const key = arrowKeyFor(event.key, dir)
    const target =
      key === 'ArrowRight'
        ? tabs[(at + 1) % tabs.length]
        : key === 'ArrowLeft'
          ? tabs[(at - 1 + tabs.length) % tabs.length]
          : key === 'Home'
            ? tabs[0]
            : key === 'End'
              ? tabs.at(-1)
              : undefined
    if (!target) return
    event.preventDefault()
    target.focus()
    target.click()
  }
  return (
    <div
      role="tablist"
      {...props}
      className={clsx('matjar-tabs-list', className)}
      onKeyDown={onKeyDown}
    />
  )
}

export interface TabsTriggerProps extends HTMLAttributes<HTMLButtonElement> {
  value: string
  disabled?: boolean
}

function Trigger({ value, disabled, className, ...props }: TabsTriggerProps) {
  const tabs = useTabs('Trigger')
  const selected = tabs.value === value
  const { tab, panel } = ids(tabs.baseId, value)
  return (
    <button
      {...props}
      type="button"
      role="tab"
      id={tab}
      aria-selected={selected}
      aria-controls={panel}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      className={clsx('matjar-tabs-trigger', className)}
      onClick={() => tabs.select(value)}
    />
  )
}

function Content({
  value,
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { value: string }) {
  const tabs = useTabs('Content')
  const selected = tabs.value === value
  const { tab, panel } = ids(tabs.baseId, value)
  return (
    <div
      {...props}
      role="tabpanel"
      id={panel}
      aria-labelledby={tab}
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a Tab stop (WAI-ARIA tabs).
      tabIndex={0}
      data-state={selected ? 'active' : 'inactive'}
      className={clsx('matjar-tabs-content', className)}
    />
  )
}

/** Tabs (product description, specifications, reviews): `Tabs.Root`, `.List`, `.Trigger`, `.Content`. */
export const Tabs = { Root, List, Trigger, Content }

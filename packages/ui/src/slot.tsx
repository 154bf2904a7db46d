'use client'

import {
  type CSSProperties,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  useMemo,
} from 'react'
import { composeRefs } from './compose-refs.ts'

type AnyProps = Record<string, unknown>
type Handler = (...args: unknown[]) => unknown

const isHandler = (key: string, value: unknown): value is Handler =>
  /^on[A-Z]/.test(key) && typeof value === 'function'

/**
 * The part's props merged into the child's, as Radix's Slot does: the child's own props win
 * (unless left undefined), `aria-*` and `data-*` included. Handlers of both run, the child's
 * first; a part that should not act after `preventDefault()` checks `event.defaultPrevented`
 * itself (Dialog's and Popover's parts do). Classes are joined and styles merged (the child's
 * declarations win).
 */
const mergeProps = (part: AnyProps, child: AnyProps): AnyProps => {
  const merged: AnyProps = { ...part, ...child }
  for (const [key, value] of Object.entries(part)) {
    const own = child[key]
    if (own === undefined) {
      merged[key] = value
    } else if (isHandler(key, value) && isHandler(key, own)) {
      merged[key] = (...args: unknown[]) => {
        const result = own(...args)
        value(...args)
        return result
      }
    } else if (key === 'className' && value) {
      merged[key] = `${String(value)} ${String(own)}`
    } else if (key === 'style' && value) {
      merged[key] = { ...(value as CSSProperties), ...(own as CSSProperties) }
    }
  }
  return merged
}

/**
 * `asChild`: render the caller's own element (a link, a custom button) as the part, with the
 * part's props merged in (see `mergeProps`) and both refs given the node.
 */
export function Slot({
  children,
  ref,
  ...props
}: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  const child = isValidElement(children) ? (children as ReactElement<AnyProps>) : null
  const childRef = child?.props.ref as Ref<HTMLElement> | undefined
  const composed = useMemo(
    () => (ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef)),
    [ref, childRef],
  )
  if (!child) return null
  const merged = mergeProps(props, child.props)
  if (composed) merged.ref = composed
  return cloneElement(child, merged)
}

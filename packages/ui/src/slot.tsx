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

const prevented = (event: unknown) =>
  typeof event === 'object' && event !== null && (event as Event).defaultPrevented === true

/**
 * The part's props merged into the child's. The child's own props win (unless left undefined),
 * except the part's `aria-*` and `data-*` (its state and wiring). Handlers of both run, the child's first; the part's is
 * skipped when the child's called `preventDefault()`, so the caller can cancel what the part does.
 * Classes are joined and styles merged (the child's declarations win).
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
        if (!prevented(args[0])) value(...args)
        return result
      }
    } else if (key === 'className' && value) {
      merged[key] = `${String(value)} ${String(own)}`
    } else if (key === 'style' && value) {
      merged[key] = { ...(value as CSSProperties), ...(own as CSSProperties) }
    } else if (key.startsWith('aria-') || key.startsWith('data-')) {
      merged[key] = value
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

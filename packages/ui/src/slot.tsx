import {
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react'

type AnyProps = Record<string, unknown>

/**
 * `asChild`: render the caller's own element (a link, a custom button) with the part's props
 * merged in. Handlers of both run (the child's first); classes are joined.
 */
export function Slot({
  children,
  ref,
  ...props
}: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  if (!isValidElement(children)) return null
  const child = children as ReactElement<AnyProps>
  const merged: AnyProps = { ...props, ...child.props }
  for (const [key, value] of Object.entries(props)) {
    const own = child.props[key]
    if (key.startsWith('on') && typeof value === 'function' && typeof own === 'function') {
      merged[key] = (...args: unknown[]) => {
        own(...args)
        value(...args)
      }
    } else if (key === 'className' && own) {
      merged[key] = `${String(value)} ${String(own)}`
    } else if (key.startsWith('aria-') || key.startsWith('data-')) {
      merged[key] = value
    }
  }
  if (ref) merged.ref = ref
  return cloneElement(child, merged)
}

import type { ReactNode, Ref } from 'react'
import { Form } from 'react-router'

/**
 * A form of the customer's area, posted to its route's action (so it works without JavaScript):
 * `intent` tells the action which form it is; the heading with `titleId` names it; the action
 * checks what was typed (`noValidate`: no browser bubbles), and the page keeps its scroll.
 */
export function AccountForm({
  intent,
  titleId,
  className,
  ref,
  children,
}: {
  intent: string
  titleId: string
  /** More classes beside `shop-account-form`. */
  className?: string
  ref?: Ref<HTMLFormElement>
  children: ReactNode
}) {
  return (
    <Form
      ref={ref}
      method="post"
      noValidate
      preventScrollReset
      className={className ? `shop-account-form ${className}` : 'shop-account-form'}
      aria-labelledby={titleId}
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  )
}

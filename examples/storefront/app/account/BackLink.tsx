import type { ReactNode } from 'react'
import { ShopLink } from '../components/ShopLink.tsx'

/**
 * "Cancel" / "Keep it" of an account form: a link back to where the form was opened from, drawn as
 * the outline button beside the form's own (it works without JavaScript; the page keeps its scroll).
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ShopLink
      to={to}
      preventScrollReset
      className="matjar-button"
      data-size="md"
      data-variant="outline"
    >
      {children}
    </ShopLink>
  )
}

import type { ReactNode } from 'react'

/** An empty section: what is missing and what to do next, under the section's own heading. */
export function AccountEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="shop-account-empty shop-account-card" data-testid="empty">
      <p>{children}</p>
      {action}
    </div>
  )
}

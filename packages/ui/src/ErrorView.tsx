import { clsx } from 'clsx'
import type { ReactNode } from 'react'

export interface ErrorViewProps {
  /** The HTTP status: 404 → "Page Not Found", anything else → "Internal Server Error" (spec §8). */
  status: number
  message?: string
  description?: string
  /** A way on: a link home, a retry button. */
  children?: ReactNode
  className?: string
}

/** The error page of spec §8: status code, status message and description. */
export function ErrorView({ status, message, description, children, className }: ErrorViewProps) {
  const text = message ?? (status === 404 ? 'Page Not Found' : 'Internal Server Error')
  return (
    <section
      className={clsx('matjar-error-view', className)}
      data-status={status}
      aria-labelledby="matjar-error-title"
    >
      <p className="matjar-error-status" aria-hidden="true">
        {status}
      </p>
      <h1 id="matjar-error-title">{text}</h1>
      {description ? <p className="matjar-error-description">{description}</p> : null}
      {children}
    </section>
  )
}

export interface EmptyStateProps {
  title: string
  /** What to do next: "Browse the offers", "Add an address" … */
  description?: string
  action?: ReactNode
  className?: string
}

/** An empty list that says what to do next. */
export function EmptyState({ title, description, action, className }: EmptyStateProps) {
  return (
    <section className={clsx('matjar-empty', className)}>
      <h2>{title}</h2>
      {description ? <p>{description}</p> : null}
      {action}
    </section>
  )
}

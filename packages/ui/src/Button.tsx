import { clsx } from 'clsx'
import type { ButtonHTMLAttributes, ReactNode } from 'react'

export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg'
export type ButtonVariant = 'primary' | 'accent' | 'outline'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Control height: xs 24 px, sm 32 px, md 40 px (default), lg 48 px. */
  size?: ButtonSize
  variant?: ButtonVariant
}

/**
 * A button styled by the theme's tokens. State shows as data attributes (`data-size`,
 * `data-variant`, `data-disabled`) so you can restyle it without our class names.
 */
export function Button({
  size = 'md',
  variant = 'primary',
  className,
  type = 'button',
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled}
      className={clsx('matjar-button', className)}
      data-size={size}
      data-variant={variant}
      data-disabled={disabled ? '' : undefined}
    />
  )
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string
  icon: ReactNode
}

/** A round button holding only an icon; square by control height (24/32/40/48 px). */
export function IconButton({ label, icon, className, ...props }: IconButtonProps) {
  return (
    <Button
      {...props}
      aria-label={label}
      title={label}
      className={clsx('matjar-icon-button', className)}
    >
      <span aria-hidden="true" className="matjar-icon">
        {icon}
      </span>
    </Button>
  )
}

import { clsx } from 'clsx'
import type { ButtonHTMLAttributes } from 'react'

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

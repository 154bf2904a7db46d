import { clsx } from 'clsx'

export interface SkeletonProps {
  /** CSS sizes; the skeleton keeps the space of what it stands for (no layout shift). */
  inlineSize?: string
  blockSize?: string
  className?: string
}

/** A placeholder while content loads; hidden from assistive technology. */
export function Skeleton({ inlineSize = '100%', blockSize = '1em', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx('matjar-skeleton', className)}
      style={{ inlineSize, blockSize }}
    />
  )
}

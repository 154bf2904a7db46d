import type { ReactNode } from 'react'

export interface IconProps {
  size?: number
}

/** Small stroke icons (24 × 24, `currentColor`), hidden from assistive technology. */
function Svg({ size = 18, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export const EyeIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
)
export const EyeOffIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </Svg>
)
export const CloseIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
)
/** Points right; components pick it or `ChevronStartIcon` by direction. */
export const ChevronEndIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M9 6l6 6-6 6" />
  </Svg>
)
export const ChevronStartIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M15 6l-6 6 6 6" />
  </Svg>
)
export const ChevronDownIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M6 9l6 6 6-6" />
  </Svg>
)
export const PlusIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
)
export const MinusIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M5 12h14" />
  </Svg>
)
export const RotateIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M21 12a9 9 0 1 1-3-6.7" />
    <path d="M21 3v6h-6" />
  </Svg>
)
export const MoonIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
  </Svg>
)
export const SunIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Svg>
)
export const HeartIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M12 21s-7.5-4.6-9.5-9.3C1 8.2 3.4 5 6.6 5c2 0 3.4 1 4.4 2.5h2C14 6 15.4 5 17.4 5c3.2 0 5.6 3.2 4.1 6.7C19.5 16.4 12 21 12 21Z" />
  </Svg>
)
export const CheckIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M5 12l5 5 9-10" />
  </Svg>
)

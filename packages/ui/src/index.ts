export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.tsx'
export { Countdown, type CountdownProps } from './Countdown.tsx'
export { arrowStep, DirectionProvider, useDirection } from './direction.tsx'
export { EmptyState, type EmptyStateProps, ErrorView, type ErrorViewProps } from './ErrorView.tsx'
export {
  ColorModeToggle,
  type ColorModeToggleProps,
  LanguageSwitch,
  type LanguageSwitchProps,
} from './LanguageSwitch.tsx'
export { Pagination, type PaginationProps } from './Pagination.tsx'
export { Price, type PriceProps } from './Price.tsx'
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.tsx'
export { Skeleton, type SkeletonProps } from './Skeleton.tsx'
export { StarRating, type StarRatingProps } from './StarRating.tsx'
export { TextField, type TextFieldProps } from './TextField.tsx'
export { WhatsAppButton, type WhatsAppButtonProps } from './WhatsAppButton.tsx'

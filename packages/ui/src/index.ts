// The country list lives in core (one owner); re-exported for those who start from PhoneInput.
export { type ColorMode, defaultPhoneCountries } from '@matjar/core'
export { Accordion, type AccordionRootProps } from './Accordion.tsx'
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  IconButton,
  type IconButtonProps,
} from './Button.tsx'
export { Checkbox, type CheckboxProps } from './Checkbox.tsx'
export { Countdown, type CountdownProps } from './Countdown.tsx'
export { Dialog, type DialogContentProps, type DialogRootProps } from './Dialog.tsx'
export { arrowKeyFor, arrowStep, useDirection } from './direction.tsx'
export { EmptyState, type EmptyStateProps, ErrorView, type ErrorViewProps } from './ErrorView.tsx'
export { useFocusTrap } from './focus-trap.ts'
export {
  Image,
  type ImageProps,
  type ImageRenditionSource,
  type ImageSource,
} from './Image.tsx'
export { ImageViewer, type ImageViewerActor, type ImageViewerProps } from './ImageViewer.tsx'
export {
  ColorModeToggle,
  type ColorModeToggleProps,
  LanguageSwitch,
  type LanguageSwitchProps,
} from './LanguageSwitch.tsx'
export { LoadingBar, type LoadingBarActor, type LoadingBarProps } from './LoadingBar.tsx'
export { Anchor, type LinkComponent, type LinkProps, LinkProvider } from './link.tsx'
export {
  type Locale,
  LocaleProvider,
  type LocaleProviderProps,
  useLanguage,
  useVisitorCountry,
} from './locale.tsx'
export { Pagination, type PaginationProps } from './Pagination.tsx'
export {
  flagOf,
  PhoneInput,
  type PhoneInputChange,
  type PhoneInputProps,
} from './PhoneInput.tsx'
export { Popover, type PopoverAlign, type PopoverRootProps } from './Popover.tsx'
export { Price, type PriceProps } from './Price.tsx'
export { ProductCard, type ProductCardProps } from './ProductCard.tsx'
export {
  ProductCardAddButton,
  ProductCardBadge,
  ProductCardHeart,
  type ProductCardHeartProps,
  ProductCardMedia,
  type ProductCardMediaProps,
  ProductCardName,
  ProductCardNote,
  ProductCardRating,
  ProductCardRoot,
  type ProductCardRootProps,
} from './product-card-parts.tsx'
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.tsx'
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup.tsx'
export { RiyalSign, type RiyalSignProps } from './RiyalSign.tsx'
export { ScrollRow, type ScrollRowProps } from './ScrollRow.tsx'
export { Select, type SelectOption, type SelectProps } from './Select.tsx'
export { Skeleton, type SkeletonProps } from './Skeleton.tsx'
export { StarRating, type StarRatingProps } from './StarRating.tsx'
export { Slot } from './slot.tsx'
export { Tabs, type TabsRootProps, type TabsTriggerProps } from './Tabs.tsx'
export {
  PasswordField,
  type PasswordFieldProps,
  TextField,
  type TextFieldProps,
} from './TextField.tsx'
export {
  mirroredPlacement,
  ToastRegion,
  type ToastRegionProps,
  type ToastsActor,
} from './ToastRegion.tsx'
export { type UiMessageKey, uiMessages } from './ui-messages.ts'
export { useControllableState } from './use-controllable.ts'
export { useImageViewerActor } from './use-image-viewer-actor.ts'
export { useLoadingBarActor } from './use-loading-bar-actor.ts'
export { type Translate, useMessages } from './use-messages.ts'
export { useToastsActor } from './use-toasts-actor.ts'
export { WhatsAppButton, type WhatsAppButtonProps } from './WhatsAppButton.tsx'

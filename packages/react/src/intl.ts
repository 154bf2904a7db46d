// `@matjar/react/intl`: react-intl over the SDK's catalogues. Its own entry, so apps without
// react-intl can import `@matjar/react`.
export { DEFAULT_TIME_ZONE, StorefrontIntl, type StorefrontIntlProps } from './StorefrontIntl.tsx'

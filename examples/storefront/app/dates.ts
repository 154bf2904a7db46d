import type { Language } from '@matjar/core'

/** A date and time as the shopper reads it, in Saudi time, the same on the server and the page. */
export const formatDateTime = (language: Language, timestamp: string): string =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(timestamp))

/** A calendar day (`2026-11-25`, or a timestamp's day in Saudi time). */
export const formatDay = (language: Language, day: string): string =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'long',
    timeZone: day.length === 10 ? 'UTC' : 'Asia/Riyadh',
  }).format(new Date(day.length === 10 ? `${day}T00:00:00Z` : day))

/** A date as the shopper reads it, in their language (Gregorian calendar in both). */
export const formatDate = (language: Language, timestamp: string): string =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB', {
    dateStyle: 'long',
  }).format(new Date(timestamp))

import type { Language } from '@matjar/core'

/**
 * The shop's time zone: every date reads in it, on the server and in the page alike, so the two
 * render the same text whatever the server's or the shopper's clock says. Set at build time
 * (`VITE_SHOP_TIME_ZONE`); Saudi time by default.
 */
const SHOP_TIME_ZONE: string = import.meta.env.VITE_SHOP_TIME_ZONE || 'Asia/Riyadh'

/**
 * A date and time as the shopper reads it, in the shop's time zone. Its day is written as
 * `formatDay` writes one ("26 November 2026"), so a line with both reads in one style.
 */
export const formatDateTime = (language: Language, timestamp: string): string =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(timestamp))

/** A calendar day (`2026-11-25`, or a timestamp's day in the shop's time zone). */
export const formatDay = (language: Language, day: string): string =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'long',
    timeZone: day.length === 10 ? 'UTC' : SHOP_TIME_ZONE,
  }).format(new Date(day.length === 10 ? `${day}T00:00:00Z` : day))

/** A timestamp's day as the shopper reads it, in their language and the shop's time zone. */
export const formatDate = (language: Language, timestamp: string): string =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(timestamp))

/**
 * A date and time in few characters, for a column of them (a ledger on a phone): the month
 * shortened, no "at" ("24 Nov 2026, 01:30"; in Arabic the month's name is already short).
 */
export const formatShortDateTime = (language: Language, timestamp: string): string =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(timestamp))

import * as z from 'zod/mini'

/** An instant, ISO 8601 with its offset: `2025-03-01T09:30:00Z` or `…+03:00`. */
export const timestampSchema = z.iso.datetime({ offset: true })

/** A calendar day, ISO 8601: `2025-03-01`. */
export const dateSchema = z.iso.date()

/** A time of day on the 24-hour clock, in the shop's time zone: `09:00`, `23:30`. */
export const clockTimeSchema = z.string().check(
  z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, {
    error: 'A time of day is HH:MM on the 24-hour clock',
  }),
)

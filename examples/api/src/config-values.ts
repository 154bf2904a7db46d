import { z } from 'zod'

/** An origin such as https://shop.example, or `*`. */
export const origin = z.string().refine(
  (value) => {
    if (value === '*') return true
    try {
      return new URL(value).origin === value
    } catch {
      return false
    }
  },
  {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not "*" or an origin like https://shop.example (scheme, host, optional port, no path)`,
  },
)

/** A comma-separated list, each entry trimmed and checked by `entry`; blanks are dropped. */
export const commaList = <T extends z.ZodType<unknown, string>>(entry: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(entry))

import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { idSchema, slugSchema } from './identifiers.ts'
import { phoneSchema } from './phone.ts'
import { clockTimeSchema } from './time.ts'

export const WEEKDAYS = [
  'saturday',
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
] as const
export const weekdaySchema = z.enum(WEEKDAYS)

/** One opening period of a day; a day without a period is closed. */
export const openingHoursSchema = named(
  'OpeningHours',
  z.object({
    day: weekdaySchema,
    opens: clockTimeSchema,
    closes: clockTimeSchema.check(
      z.describe('May be earlier than `opens`: the period ends after midnight.'),
    ),
  }),
)
export type OpeningHours = z.infer<typeof openingHoursSchema>

/** A branch of the shop (spec §1 names Jizan and Riyadh): where orders are prepared and picked up. */
export const branchSchema = named(
  'Branch',
  z.object({
    id: idSchema,
    slug: slugSchema,
    name: z.string(),
    city: z.string(),
    address: z.string(),
    phone: phoneSchema,
    coordinates: z.nullable(
      z.object({
        latitude: z.number().check(z.minimum(-90), z.maximum(90)),
        longitude: z.number().check(z.minimum(-180), z.maximum(180)),
      }),
    ),
    opening_hours: z.array(openingHoursSchema),
  }),
)
export type Branch = z.infer<typeof branchSchema>

/** A branch as an order names it. */
export const branchRefSchema = named(
  'BranchRef',
  z.pick(branchSchema, {
    id: true,
    slug: true,
    name: true,
    city: true,
  }),
)
export type BranchRef = z.infer<typeof branchRefSchema>

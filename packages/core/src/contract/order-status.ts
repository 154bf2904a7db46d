import * as z from 'zod/mini'
import { named } from './component-name.ts'

/**
 * Where an order is. It starts `pending` (spec §4) and moves forward only:
 * pending → confirmed → preparing → shipped → delivered, or to cancelled before it is shipped.
 * (The cart's own `status` stays a free string with default "pending", as spec §3 gives it.)
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
] as const
export const knownOrderStatusSchema = named('OrderStatus', z.enum(ORDER_STATUSES))
export type OrderStatus = z.infer<typeof knownOrderStatusSchema>

/** The two lists of the signed-in area: /user-profile/new-orders and /finished-orders. */
export const ORDER_GROUPS = {
  new: ['pending', 'confirmed', 'preparing', 'shipped'],
  finished: ['delivered', 'cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>
export const orderGroupSchema = z.enum(['new', 'finished'])
export type OrderGroup = z.infer<typeof orderGroupSchema>

/** A customer may cancel until the order is being prepared. */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed']

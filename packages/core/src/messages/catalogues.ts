import { en } from './en.ts'
import type { MessageKey } from './message-key.ts'

/** Whether a value names a message of the SDK's catalogue (`cart.add_failed`). */
export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(en, value)

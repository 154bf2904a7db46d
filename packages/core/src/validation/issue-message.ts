import type { MessageKey } from '../messages/message-key.ts'

/**
 * Zod options carrying a message key as the message. Keys stay language-free in the
 * schemas and are translated at the edge (see translate-issues.ts).
 *
 * No check here uses zod's `abort: true`: an explicitly aborted field would also switch off the
 * form-wide checks ("passwords must match"). A field's rules after "required" sit behind a
 * `z.pipe()` instead, which stops at the first failing stage without that side effect.
 */
export const failsWith = (key: MessageKey) => ({ error: key })

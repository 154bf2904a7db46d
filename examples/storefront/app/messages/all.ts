import type { Messages } from '@matjar/core'
import { accountMessages } from './account.ts'
import { authMessages } from './auth.ts'
import { backOfficeMessages } from './back-office.ts'
import { cartMessages } from './cart.ts'
import { catalogueMessages } from './catalogue.ts'
import { contentMessages } from './content.ts'
import { SHELL_MESSAGES } from './shell.ts'

/** Every catalogue the shop reads, by the name each was defined with (`account`, `sdk` …). */
export const ALL_MESSAGES: readonly Messages<string>[] = [
  ...SHELL_MESSAGES,
  catalogueMessages,
  cartMessages,
  authMessages,
  accountMessages,
  contentMessages,
  backOfficeMessages,
]

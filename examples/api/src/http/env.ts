import type { Language } from './messages.ts'

/** What the middleware puts on every request's context. */
export interface AppEnv {
  Variables: { language: Language }
}

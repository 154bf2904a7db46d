import type { Messages } from '@matjar/core'
import { SHELL_MESSAGES } from './shell.ts'

// Every catalogue of this folder, found by Vite: a part of the shop is `<part>.ts` (its
// `defineMessages`) beside `<part>.en.ts` and `<part>.ar.ts`, and adding one is adding its files.
const parts = import.meta.glob<Record<string, unknown>>(
  [
    './*.ts',
    '!./*.en.ts',
    '!./*.ar.ts',
    '!./*.test.ts',
    '!./all.ts',
    '!./shell*.ts',
    '!./use-t.ts',
  ],
  { eager: true },
)

const isMessages = (value: unknown): value is Messages<string> =>
  typeof value === 'object' &&
  value !== null &&
  'translate' in value &&
  'load' in value &&
  'provide' in value

/** Every catalogue the shop reads: the frame's first, then each part's found in this folder. */
export const ALL_MESSAGES: readonly Messages<string>[] = [
  ...new Set([
    ...SHELL_MESSAGES,
    ...Object.values(parts).flatMap((part) => Object.values(part).filter(isMessages)),
  ]),
]

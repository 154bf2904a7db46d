/**
 * `src/theme.css`, the one stylesheet apps import (`@matjar/ui/theme.css`), is the theme's parts
 * in `src/theme/` joined in cascade order. Edit a part, then run `pnpm --filter @matjar/ui theme`;
 * `theme.test.ts` fails while the two disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs'

/** The parts, in the order their rules cascade. */
export const THEME_PARTS = [
  'tokens',
  'controls',
  'utilities',
  'forms',
  'widgets',
  'overlays',
  'phone-input',
] as const

const HEADER =
  '/* Made from src/theme/*.css by `pnpm --filter @matjar/ui theme`: edit the parts, not this file. */\n'

const source = new URL('../src/', import.meta.url)

/** What `src/theme.css` must hold. */
export const joinedTheme = (): string =>
  HEADER +
  THEME_PARTS.map((part) => readFileSync(new URL(`theme/${part}.css`, source), 'utf8')).join('\n')

if (process.argv.includes('--write')) {
  writeFileSync(new URL('theme.css', source), joinedTheme())
}

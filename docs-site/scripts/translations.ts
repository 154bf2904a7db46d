/**
 * The Arabic pages of docs/: `docs/ar/<path>.md` translates `docs/<path>.md`, and its first line
 * names the English file and the hash of the bytes it was translated from:
 *
 *   <!-- translation-of: docs/guides/cart.md sha256:0123456789abcdef -->
 *
 * A changed English page changes its hash, so the build knows which translations are older than
 * their source. `pnpm docs:translation-hash <file>` prints the line and refreshes it.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { ResolveDoc } from './markdown.ts'

/** The folder of docs/ that holds the Arabic pages, at the same paths as the English ones. */
export const ARABIC_FOLDER = 'ar'

/**
 * The English pages that must have an Arabic page (paths relative to docs/; a trailing `/*.md`
 * means every page of that folder, present and future): the getting-started pages and the guides.
 */
const MUST_TRANSLATE = [
  'getting-started.md',
  'getting-started/*.md',
  'guides/*.md',
  'testing.md',
  'bring-your-own-backend.md',
]

const HEADER = /^<!-- translation-of: docs\/(\S+\.md) sha256:([0-9a-f]{16}) -->\n/

/**
 * What a translation keeps as it is, in order: code blocks, check comments, and included files (by
 * the file they name: an Arabic page links from its own folder).
 */
const untranslated = (markdown: string, file: string): string[] =>
  (
    markdown.match(
      /^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$|^<!-- check[\s\S]*?-->|^\[.*\]\(\S+ "include"\)$/gm,
    ) ?? []
  ).map((part) => {
    const include = /^\[.*\]\((\S+) "include"\)$/.exec(part)?.[1]
    return include ? `include ${join(dirname(file), include)}` : part
  })

/** The first 16 hex digits of the SHA-256 of the file's bytes. */
const hashOf = (file: string): string =>
  createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16)

/** The first line of the Arabic page of `source` (a path relative to docs/). */
export const headerFor = (docsRoot: string, source: string): string =>
  `<!-- translation-of: docs/${source} sha256:${hashOf(join(docsRoot, source))} -->`

/** The header of an Arabic page, and its text without it. */
export const splitHeader = (
  text: string,
): { source: string; hash: string; body: string } | undefined => {
  const match = HEADER.exec(text)
  if (!match) return undefined
  return { source: match[1] ?? '', hash: match[2] ?? '', body: text.slice(match[0].length) }
}

const markdownUnder = (root: string, dir: string): string[] =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? markdownUnder(root, join(dir, entry.name))
          : entry.name.endsWith('.md')
            ? [join(dir, entry.name)]
            : [],
      )
    : []

/** The English pages `MUST_TRANSLATE` names, as they are in `docsRoot` today. */
export const requiredTranslations = (docsRoot: string, patterns = MUST_TRANSLATE): string[] =>
  patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*.md')) return [pattern]
    const folder = pattern.slice(0, -'/*.md'.length)
    return existsSync(join(docsRoot, folder))
      ? readdirSync(join(docsRoot, folder))
          .filter((name) => name.endsWith('.md'))
          .sort()
          .map((name) => `${folder}/${name}`)
      : []
  })

/** The Arabic pages of `docsRoot`, as paths of their English sources (relative to docs/). */
export const arabicPages = (docsRoot: string): string[] =>
  markdownUnder(join(docsRoot, ARABIC_FOLDER), '').sort()

/**
 * What is wrong with the translations, one sentence per file: a required page without an Arabic
 * page, an Arabic page without its header or for an English page that does not exist, one
 * translated from an older English page, and one whose code differs from the English page's.
 */
export const translationProblems = (docsRoot: string, patterns = MUST_TRANSLATE): string[] => {
  const problems: string[] = []
  const arabic = new Set(arabicPages(docsRoot))
  const refresh = (source: string) =>
    `translate the change and run \`pnpm docs:translation-hash docs/${ARABIC_FOLDER}/${source}\``
  for (const source of requiredTranslations(docsRoot, patterns)) {
    if (!existsSync(join(docsRoot, source))) {
      problems.push(`docs/${source} is to be translated but does not exist`)
    } else if (!arabic.has(source)) {
      problems.push(
        `docs/${source} has no Arabic page: write docs/${ARABIC_FOLDER}/${source} (first line: \`pnpm docs:translation-hash docs/${source}\`)`,
      )
    }
  }
  for (const source of arabic) {
    const page = `docs/${ARABIC_FOLDER}/${source}`
    const header = splitHeader(readFileSync(join(docsRoot, ARABIC_FOLDER, source), 'utf8'))
    if (!existsSync(join(docsRoot, source))) {
      problems.push(`${page} translates docs/${source}, which does not exist`)
    } else if (!header) {
      problems.push(
        `${page} does not start with its \`<!-- translation-of: … -->\` line: ${refresh(source)}`,
      )
    } else if (header.source !== source) {
      problems.push(`${page} says it translates docs/${header.source}, not docs/${source}`)
    } else if (header.hash !== hashOf(join(docsRoot, source))) {
      problems.push(
        `${page} is older than docs/${source} (translated from sha256:${header.hash}, the English page is now sha256:${hashOf(join(docsRoot, source))}): ${refresh(source)}`,
      )
    } else {
      const english = untranslated(
        readFileSync(join(docsRoot, source), 'utf8'),
        join(docsRoot, source),
      )
      const arabicCode = untranslated(header.body, join(docsRoot, ARABIC_FOLDER, source))
      const at = english.findIndex((part, index) => arabicCode[index] !== part)
      if (at >= 0 || arabicCode.length !== english.length) {
        problems.push(
          `${page}: code block, check comment or include ${at >= 0 ? at + 1 : english.length + 1} is not the English page's (a translation keeps them as they are)`,
        )
      }
    }
  }
  return problems
}

/**
 * From an Arabic page, links go where they say: `docs/ar/…` to the Arabic page (which must exist),
 * a page of docs/ to the English one (a page not translated yet, or an anchor of the English text).
 */
export const arabicLinks =
  (resolveDoc: ResolveDoc, translated: Set<string>): ResolveDoc =>
  (docsPath, hash) => {
    if (!docsPath.startsWith(`${ARABIC_FOLDER}/`)) return resolveDoc(docsPath, hash)
    const source = docsPath.slice(ARABIC_FOLDER.length + 1)
    const url = translated.has(source) ? resolveDoc(source, hash) : undefined
    return url && `/${ARABIC_FOLDER}${url}`
  }

/** `docs/ar/x.md` or `docs/x.md` (relative to the repository) → `x.md`. */
export const sourceOf = (repoRoot: string, file: string): string => {
  const path = relative(join(repoRoot, 'docs'), file)
  if (path.startsWith('..') || !path.endsWith('.md')) {
    throw new Error(`${file} is not a Markdown page of docs/`)
  }
  return path.startsWith(`${ARABIC_FOLDER}/`) ? path.slice(ARABIC_FOLDER.length + 1) : path
}

/**
 * Type-checks every TypeScript code block of docs/ against the packages, as an app that
 * installed them would compile it: each ```ts or ```tsx block becomes a module of its own and
 * `tsc` checks them all in one program. A block may say what the page around it assumes in an
 * HTML comment just above it, which readers do not see:
 *
 *   <!-- check: declare const product: ProductSummary -->      (lines put before the block)
 *   <!-- check: skip, a fragment of the YAML above -->        (not checked; say why)
 *
 *   node docs-site/scripts/check-code-blocks.ts
 *
 * The packages' types are read from their builds (dist/, what `pnpm build` writes and what
 * users install), or from their sources when they are not built.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const SITE = join(import.meta.dirname, '..')
const REPO = join(SITE, '..')
const DOCS = join(REPO, 'docs')
const OUT = join(SITE, '.code-blocks')
/** Written from the contract, not by hand: it has no code blocks to check. */
const GENERATED = new Set(['api.md'])

interface Block {
  page: string
  /** The line of the block's first code line in the page (1-based). */
  line: number
  language: 'ts' | 'tsx'
  prelude: string[]
  code: string
}

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [join(dir, entry.name)]
        : [],
  )

/** The ts/tsx blocks of a page, with the check comment above each, if any. */
export const blocksOf = (page: string, text: string): { blocks: Block[]; skipped: number } => {
  const lines = text.split('\n')
  const blocks: Block[] = []
  let skipped = 0
  for (let index = 0; index < lines.length; index++) {
    const open = /^(`{3,})(\w*)/.exec(lines[index] ?? '')
    if (!open) continue
    const language = open[2] === 'ts' || open[2] === 'tsx' ? open[2] : undefined
    // A block ends at a line of backticks alone, at least as many as opened it.
    const closes = (line = '') =>
      /^`{3,}\s*$/.test(line) && line.trim().length >= (open[1] ?? '```').length
    const start = index + 1
    let end = start
    while (end < lines.length && !closes(lines[end])) end++
    if (!language) {
      // Another language: skip it whole, so its lines are never read as fences.
      index = end
      continue
    }
    let above = index - 1
    while (above >= 0 && lines[above]?.trim() === '') above--
    const comment = commentEndingAt(lines, above)
    index = end
    if (comment?.startsWith('skip')) {
      skipped++
      continue
    }
    blocks.push({
      page,
      line: start + 1,
      language,
      prelude: comment ? comment.split('\n') : [],
      code: lines.slice(start, end).join('\n'),
    })
  }
  return { blocks, skipped }
}

/** The text of a `<!-- check: … -->` comment that ends on line `last`. */
const commentEndingAt = (lines: string[], last: number): string | undefined => {
  if (last < 0 || !lines[last]?.trimEnd().endsWith('-->')) return undefined
  let first = last
  while (first >= 0 && !lines[first]?.includes('<!--')) first--
  const text = lines
    .slice(first, last + 1)
    .join('\n')
    .trim()
  const match = /^<!--\s*check:\s*([\s\S]*?)\s*-->$/.exec(text)
  return match?.[1]
}

const built = ['core', 'react', 'ui', 'conformance', 'testing'].every((name) =>
  existsSync(join(REPO, 'packages', name, 'dist', 'index.d.ts')),
)

const main = () => {
  const pages = markdownFiles(DOCS).filter((file) => !GENERATED.has(relative(DOCS, file)))
  const blocks: Block[] = []
  let skipped = 0
  for (const file of pages) {
    const found = blocksOf(relative(REPO, file), readFileSync(file, 'utf8'))
    blocks.push(...found.blocks)
    skipped += found.skipped
  }

  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
  const files = new Map<string, Block>()
  blocks.forEach((block, index) => {
    const name = `${block.page.replace(/[^\w]+/g, '-')}-${index}.${block.language}`
    const file = join(OUT, name)
    // The prelude goes on the block's own first line, so lines of errors match the page's.
    writeFileSync(file, `${block.prelude.join(' ')}\n${block.code}\n`)
    files.set(file, block)
  })

  // What an app's bundler declares for it (Vite's client types do): CSS imports.
  const ambient = join(OUT, 'bundler.d.ts')
  writeFileSync(ambient, "declare module '*.css'\n")
  const program = ts.createProgram([...files.keys(), ambient], {
    target: ts.ScriptTarget.ES2023,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowUmdGlobalAccess: true,
    types: ['node'],
    customConditions: built ? [] : ['@matjar/source'],
    allowImportingTsExtensions: !built,
    noUnusedLocals: false,
  })
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => !d.file || files.has(d.file.fileName))
  for (const diagnostic of diagnostics) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    const block = diagnostic.file ? files.get(diagnostic.file.fileName) : undefined
    if (!block || diagnostic.start === undefined || !diagnostic.file) {
      console.error(`error TS${diagnostic.code}: ${message}`)
      continue
    }
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
    const where =
      line === 0
        ? `${block.page}:${block.line - 1} (check comment)`
        : `${block.page}:${block.line + line - 1}:${character + 1}`
    console.error(`${where} error TS${diagnostic.code}: ${message}`)
  }
  const against = built ? 'the built packages (dist/)' : 'the packages’ sources (not built)'
  if (diagnostics.length) {
    console.error(
      `[docs] ${diagnostics.length} type errors in the code blocks of docs/, checked against ${against}.`,
    )
    process.exit(1)
  }
  console.log(
    `[docs] ${blocks.length} code blocks of docs/ type-check against ${against}; ${skipped} marked skip.`,
  )
}

if (import.meta.main) main()

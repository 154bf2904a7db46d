/**
 * The JavaScript a served page loads first: the page's scripts (`<script src>`), the modules it
 * preloads (`<link rel="modulepreload">`), the modules its inline module scripts import, and every
 * module those import statically (what a browser fetches before the page runs, whatever the
 * framework: Vite's index.html, React Router's and Next.js's server-rendered HTML). Chunks behind a
 * dynamic `import()` do not count. Only this site's files count; gzip level 9 (bench/first-load.ts).
 */
import { type Chunk, firstLoadBytes } from './first-load.ts'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi
const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}=["']?([^"'\\s>]+)`, 'i')
/** `import x from "…"`, `import "…"`, `export * from "…"` (minified or not), never `import(`. */
const STATIC_IMPORT =
  /(?:^|[\s;})])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g

const staticImportsOf = (code: string, base: string): string[] =>
  [...code.matchAll(STATIC_IMPORT)].map((match) => new URL(match[1]!, base).href)

/** The first-load JavaScript of the page at `url`, in gzip bytes, and each file it counted. */
export async function servedFirstLoad(
  url: string,
): Promise<{ bytes: number; files: Record<string, number> }> {
  const page = await fetch(url)
  if (!page.ok) throw new Error(`${url} answered ${page.status}`)
  const html = await page.text()
  const origin = new URL(url).origin
  const entries = new Set<string>()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    const src = ATTRIBUTE('src').exec(attributes!)?.[1]
    if (src) entries.add(new URL(src, url).href)
    else if (/\btype=["']?module/i.test(attributes!)) {
      for (const imported of staticImportsOf(body!, url)) entries.add(imported)
    }
  }
  for (const [link] of html.matchAll(MODULE_PRELOAD)) {
    const href = ATTRIBUTE('href').exec(link)?.[1]
    if (href) entries.add(new URL(href, url).href)
  }
  const chunks = new Map<string, Chunk>()
  const queue = [...entries].filter((file) => file.startsWith(origin))
  while (queue.length > 0) {
    const file = queue.shift()!
    if (chunks.has(file)) continue
    const answer = await fetch(file)
    if (!answer.ok) throw new Error(`${file} answered ${answer.status}`)
    const code = await answer.text()
    const imports = staticImportsOf(code, file).filter((next) => next.startsWith(origin))
    chunks.set(file, { code, imports })
    queue.push(...imports)
  }
  const files: Record<string, number> = {}
  for (const [file, { code }] of chunks) {
    files[new URL(file).pathname] = firstLoadBytes(new Map([[file, { code, imports: [] }]]), [file])
  }
  return { bytes: firstLoadBytes(chunks, entries), files }
}

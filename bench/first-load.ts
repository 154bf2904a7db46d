/**
 * What a page loads first, as the size benches count it: the entry chunks and every chunk they
 * import statically (not those behind a dynamic `import()`), each gzipped at level 9. Shared by
 * bench/package-size.ts (chunks from a Vite build) and bench/consumer-first-load.ts (chunks a
 * built app serves).
 */
import { gzipSync } from 'node:zlib'

export interface Chunk {
  code: string
  /** The chunks it imports statically, by the same names as the map's keys. */
  imports: string[]
}

/** Gzip bytes of `entries` and every chunk they import statically, each counted once. */
export function firstLoadBytes(chunks: Map<string, Chunk>, entries: Iterable<string>): number {
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name) || !chunks.has(name)) return
    seen.add(name)
    for (const imported of chunks.get(name)!.imports) visit(imported)
  }
  for (const name of entries) visit(name)
  let bytes = 0
  for (const name of seen) bytes += gzipSync(chunks.get(name)!.code, { level: 9 }).length
  return bytes
}

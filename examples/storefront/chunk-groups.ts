// Named chunks for what a set of entries loads, found name by name through the packages' index
// files. The shop has two: the "shell" (what the root route and the browser entry need, which
// every page loads) and the "shop-front" (what the home page needs beyond it: the card, prices,
// stars, countdown, pictures, which the catalogue pages share). Without them the bundler splits
// modules by which routes use them (the root and every route are entries): about 50 small files
// per page whose import/export glue alone weighed 8 KiB gzip, then 17 files on the home page.
// The walk follows only the names imported: `import { Button } from '@matjar/ui'` reaches
// Button.tsx, not everything else the index re-exports (which other routes may load later).
import type { Plugin } from 'vite'

type Names = Set<string> | 'all'
type ImportOf = { source: string; names: Names }
type ReExport = { source: string; exported: string; imported: string }
type Shape = {
  /** The module runs code of its own (declarations, side effects), beyond re-exporting. */
  ownCode: boolean
  imports: ImportOf[]
  reExports: ReExport[]
  starSources: string[]
}

/** The React and React Router runtime keeps the chunks the framework gives it. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/

type Node = { type: string; [key: string]: unknown }
const nameOf = (node: unknown) => {
  const n = node as { type: string; name?: string; value?: string }
  return n.type === 'Identifier' ? n.name! : String(n.value)
}

function shapeOf(program: { body: Node[] }): Shape {
  const shape: Shape = { ownCode: false, imports: [], reExports: [], starSources: [] }
  for (const statement of program.body) {
    const source = (statement.source as { value?: string } | null | undefined)?.value
    if (statement.type === 'ImportDeclaration' && source) {
      const specifiers = statement.specifiers as Node[]
      // `import './x.ts'` runs the module for its effects: '' stands for them, no export.
      const names: Names = specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')
        ? 'all'
        : specifiers.length === 0
          ? new Set([''])
          : new Set(
              specifiers.map((s) =>
                s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported),
              ),
            )
      shape.imports.push({ source, names })
    } else if (statement.type === 'ExportNamedDeclaration' && source) {
      for (const s of statement.specifiers as Node[]) {
        shape.reExports.push({ source, exported: nameOf(s.exported), imported: nameOf(s.local) })
      }
    } else if (statement.type === 'ExportAllDeclaration' && source) {
      if (statement.exported)
        shape.reExports.push({ source, exported: nameOf(statement.exported), imported: '*' })
      else shape.starSources.push(source)
    } else {
      shape.ownCode = true
    }
  }
  return shape
}

/** A chunk of its own for the modules that `entries` (module ids or their ends) load statically. */
export type ChunkGroup = { name: string; entries: RegExp }

/**
 * One chunk per group, in order: the first group's chunk holds every module its entries' static
 * closure reaches; each later group's chunk holds what its entries reach beyond the earlier
 * groups' chunks. The plugin acts only on the browser build.
 */
export function chunkGroups(...groups: ChunkGroup[]): Plugin {
  const chunkOf = new Map<string, string>()
  return {
    name: 'matjar-chunk-groups',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildEnd() {
      chunkOf.clear()
      const shapes = new Map<string, Shape>()
      const resolved = new Map<string, string | null>()
      const shape = (id: string) => {
        let found = shapes.get(id)
        if (!found) {
          const code = this.getModuleInfo(id)?.code
          found = code
            ? shapeOf(this.parse(code) as unknown as { body: Node[] })
            : { ownCode: true, imports: [], reExports: [], starSources: [] }
          shapes.set(id, found)
        }
        return found
      }
      const resolve = async (source: string, importer: string) => {
        const key = `${importer}\0${source}`
        if (!resolved.has(key)) {
          const result = await this.resolve(source, importer)
          resolved.set(key, result && !result.external ? result.id : null)
        }
        return resolved.get(key)!
      }
      for (const group of groups) {
        const seen = new Set<string>()
        const need = async (id: string, names: Names): Promise<void> => {
          if (FRAMEWORK.test(id) || /\.css(\?|$)/.test(id)) return
          const wanted = names === 'all' ? ['*'] : [...names]
          const fresh = wanted.filter(
            (name) => !seen.has(`${id}\0${name}`) && !seen.has(`${id}\0*`),
          )
          if (fresh.length === 0) return
          for (const name of fresh) seen.add(`${id}\0${name}`)
          const { ownCode, imports, reExports, starSources } = shape(id)
          const follow = async (source: string, wanted: Names) => {
            const target = await resolve(source, id)
            if (target) await need(target, wanted)
          }
          const exported = (imported: string): Names =>
            imported === '*' ? 'all' : new Set([imported])
          // A module with code of its own is the group's (unless an earlier group has it), and so
          // is all it imports, by name.
          if (ownCode && !chunkOf.has(id)) {
            chunkOf.set(id, group.name)
            for (const { source, names: imported } of imports) await follow(source, imported)
          }
          // Re-exports pass on only the names asked for.
          if (names === 'all') {
            for (const reExport of reExports)
              await follow(reExport.source, exported(reExport.imported))
            for (const source of starSources) await follow(source, 'all')
            return
          }
          for (const name of fresh) {
            const reExport = reExports.find((r) => r.exported === name)
            if (reExport) {
              await follow(reExport.source, exported(reExport.imported))
              continue
            }
            // `export * from`: the source that has the name.
            for (const source of starSources) {
              const target = await resolve(source, id)
              if (target && this.getModuleInfo(target)?.exports.includes(name)) {
                await need(target, new Set([name]))
              }
            }
          }
        }
        for (const id of this.getModuleIds()) if (group.entries.test(id)) await need(id, 'all')
      }
    },
    outputOptions(options) {
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {}
      options.codeSplitting = {
        ...splitting,
        groups: [
          ...(splitting.groups ?? []),
          ...groups.map(({ name }) => ({ name, test: (id: string) => chunkOf.get(id) === name })),
        ],
      }
      return options
    },
  }
}

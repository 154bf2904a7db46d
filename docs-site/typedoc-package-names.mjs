// A TypeDoc plugin: names each documented module by the import that reaches it
// (`@matjar/core/contract`), read from the packages' `exports`, not by its source path.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Converter, ReflectionKind } from 'typedoc'

const PACKAGES = join(import.meta.dirname, '..', 'packages')

/** Source file → import specifier, for every export of the three packages. */
export const exportedEntries = () => {
  const entries = new Map()
  for (const name of ['core', 'react', 'ui', 'conformance', 'testing']) {
    const dir = join(PACKAGES, name)
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const source = typeof target === 'object' ? target['@matjar/source'] : undefined
      if (typeof source === 'string' && source.endsWith('.ts')) {
        entries.set(resolve(dir, source), `${manifest.name}${subpath.slice(1)}`)
      }
    }
  }
  return entries
}

export function load(app) {
  const entries = exportedEntries()
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) {
      const symbol = context.getSymbolFromReflection(module)
      const file = symbol?.declarations?.[0]?.getSourceFile().fileName
      const name = file ? entries.get(resolve(file)) : undefined
      if (name) module.name = name
    }
  })
}

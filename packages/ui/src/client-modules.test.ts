import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// React Server Components (Next.js App Router) evaluate a module on the server unless it starts
// with 'use client'. A module that calls hooks, makes a context or touches the DOM must carry it;
// one that does not must not, so it stays usable from a server component.
const usesTheClient = /\buse[A-Z][A-Za-z]*\(|\buse\(|createContext[<(]|\bdocument\.|\bwindow\./

const modulesOf = (folder: string) =>
  readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file))
    .map((file) => ({ file, source: readFileSync(join(folder, file), 'utf8') }))

describe.each([
  ['@matjar/react', join(import.meta.dirname, '../../react/src')],
  ['@matjar/ui', import.meta.dirname],
])('%s', (_name, folder) => {
  it.each(modulesOf(folder))(
    '$file is marked for the client exactly when it needs it',
    ({ source }) => {
      expect(source.startsWith("'use client'\n")).toBe(usesTheClient.test(source))
    },
  )
})

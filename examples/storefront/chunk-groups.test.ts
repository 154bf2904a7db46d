import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Rolldown } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { chunkGroups } from './chunk-groups.ts'

// A tiny app: a shell entry, a front page and another page, importing from one package index.
const dir = mkdtempSync(join(tmpdir(), 'matjar-shell-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const files: Record<string, string> = {
  'kit/index.ts': `export { badge } from './badge.ts'\nexport * from './banner.ts'\nexport { dialog } from './dialog.ts'\n`,
  'kit/badge.ts': `export const badge = (text: string) => '[' + text + ']'\n`,
  'kit/banner.ts': `export const banner = (text: string) => '== ' + text + ' =='\n`,
  'kit/dialog.ts': `export const dialog = (text: string) => '<dialog>' + text + '</dialog>'\n`,
  'effects.ts': `;(globalThis as Record<string, unknown>).started = true\n`,
  'shell.ts': `import './effects.ts'\nimport { badge, banner } from './kit/index.ts'\nexport const frame = () => banner(badge('shop'))\n`,
  'page.ts': `import { badge, dialog } from './kit/index.ts'\nexport const page = () => dialog(badge('page'))\n`,
  'front.ts': `import { banner, dialog } from './kit/index.ts'\nimport { frame } from './shell.ts'\nexport const front = () => frame() + dialog(banner('front'))\n`,
  'shell-all.ts': `import * as kit from './kit/index.ts'\nexport const frame = () => kit.banner(kit.dialog('all'))\n`,
}
for (const [name, code] of Object.entries(files)) {
  mkdirSync(join(dir, name, '..'), { recursive: true })
  writeFileSync(join(dir, name), code)
}

const modulesOf = (chunk: Rolldown.OutputChunk) =>
  Object.keys(chunk.modules)
    .map((id) => id.slice(dir.length + 1))
    .sort()

const chunksOf = async (entries: Record<string, string>) => {
  const output = (await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [
      chunkGroups(
        { name: 'shell', entries: /[\\/]shell(-all)?\.ts$/ },
        { name: 'front', entries: /[\\/]front\.ts$/ },
      ),
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [name, join(dir, file)]),
        ),
        preserveEntrySignatures: 'strict',
      },
    },
  })) as Rolldown.RolldownOutput
  const chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
  const group = (name: string) => {
    const chunk = chunks.find((chunk) => chunk.name === name && !chunk.isEntry)
    return chunk && modulesOf(chunk)
  }
  const page = chunks.find((chunk) => chunk.isEntry && chunk.name === 'page')
  return {
    shell: group('shell'),
    front: group('front'),
    page: page && modulesOf(page),
    pageImports: page?.imports.map((file) => file.replace(/^assets\/|-[\w-]+\.js$/g, '')).sort(),
  }
}

describe('chunkGroups', () => {
  it('puts what the shell imports, name by name, in one chunk; the rest stays with its pages', async () => {
    const { shell, page } = await chunksOf({ shell: 'shell.ts', page: 'page.ts' })
    expect(shell).toEqual(['effects.ts', 'kit/badge.ts', 'kit/banner.ts', 'shell.ts'])
    // The dialog only the page imports, through the same index, is not the shell's.
    expect(page).toContain('kit/dialog.ts')
  })

  it('takes the whole index for a namespace import, its `export *` sources included', async () => {
    const { shell } = await chunksOf({ shell: 'shell-all.ts', page: 'page.ts' })
    expect(shell).toEqual(['kit/badge.ts', 'kit/banner.ts', 'kit/dialog.ts', 'shell-all.ts'])
  })

  it("gives a later group what its entries reach beyond the earlier groups' chunks", async () => {
    const { shell, front, page, pageImports } = await chunksOf({
      shell: 'shell.ts',
      front: 'front.ts',
      page: 'page.ts',
    })
    expect(shell).toEqual(['effects.ts', 'kit/badge.ts', 'kit/banner.ts', 'shell.ts'])
    // The front page's dialog joins the front chunk, which the other page then loads for it.
    expect(front).toEqual(['front.ts', 'kit/dialog.ts'])
    expect(page).not.toContain('kit/dialog.ts')
    expect(pageImports).toEqual(['front', 'shell'])
  })
})

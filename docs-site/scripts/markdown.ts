/**
 * Turns a Markdown page of docs/ into a page of the site: the first heading becomes the title,
 * links to other pages of docs/ become links to their place on the site, and a line that links to
 * a file of the repository with the title "include" becomes that file's code, so a page that
 * shows an example app shows the app's real files.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, extname, join, normalize, relative } from 'node:path'

export const REPO_ROOT = join(import.meta.dirname, '..', '..')
export const DOCS_ROOT = join(REPO_ROOT, 'docs')

export interface Page {
  title: string
  body: string
}

/** The first `# heading` is the page's title; the body is what follows it. */
export const splitTitle = (markdown: string, fallback: string): Page => {
  const match = /^# (.+)\n+/m.exec(markdown)
  if (!match || markdown.slice(0, match.index).trim()) return { title: fallback, body: markdown }
  return {
    title: match[1]?.trim() ?? fallback,
    body: markdown.slice(match.index + match[0].length),
  }
}

/** Applies `change` to the Markdown outside fenced code blocks only. */
const outsideCode = (markdown: string, change: (text: string) => string): string =>
  markdown
    .split(/(^```[^\n]*\n[\s\S]*?^```[ \t]*$)/m)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join('')

const LANGUAGE_OF: Record<string, string> = {
  '.js': 'js',
  '.mjs': 'js',
  '.jsx': 'jsx',
  '.ts': 'ts',
  '.tsx': 'tsx',
  '.json': 'json',
  '.css': 'css',
  '.html': 'html',
  '.sh': 'sh',
  '.conf': 'nginx',
  '.template': 'nginx',
}

/**
 * `[examples/consumers/vite/src/main.jsx](../../examples/consumers/vite/src/main.jsx "include")`
 * alone on its line becomes the file's code, titled by its path.
 */
export const expandIncludes = (markdown: string, sourceFile: string): string =>
  outsideCode(markdown, (text) =>
    text.replace(/^\[[^\]]*\]\(([^)\s]+) "include"\)[ \t]*$/gm, (_, target: string) => {
      const file = join(dirname(sourceFile), target)
      if (!existsSync(file)) {
        throw new Error(`${relative(REPO_ROOT, sourceFile)} includes ${target}: no such file`)
      }
      const path = relative(REPO_ROOT, file)
      const code = readFileSync(file, 'utf8').trimEnd()
      const fence = code.includes('```') ? '````' : '```'
      return `${fence}${LANGUAGE_OF[extname(file)] ?? ''} title="${path}"\n${code}\n${fence}`
    }),
  )

/** Comments of the page that only the code-block check reads (`<!-- check: … -->`). */
export const dropCheckComments = (markdown: string): string =>
  outsideCode(markdown, (text) => text.replace(/^<!-- check[\s\S]*?-->\n\n?/gm, ''))

export type ResolveDoc = (docsPath: string, hash: string) => string | undefined

/**
 * Rewrites `[text](target)` links: a page of docs/ goes to its address on the site; a file of the
 * repository goes to the repository's web view when `repositoryUrl` is known, else stays text.
 */
export const rewriteLinks = (
  markdown: string,
  sourceFile: string,
  resolveDoc: ResolveDoc,
  repositoryUrl: string | undefined,
): string =>
  outsideCode(markdown, (text) => {
    const spans = [...text.matchAll(/`[^`\n]+`/g)].map((m) => [m.index, m.index + m[0].length])
    const inCode = (at: number) => spans.some(([start = 0, end = 0]) => at > start && at < end)
    return text.replace(
      /(!?)\[((?:[^\]`]|`[^`]*`)*)\]\(([^)\s]+)( "[^"]*")?\)/g,
      (
        whole,
        bang: string,
        label: string,
        target: string,
        title: string | undefined,
        at: number,
      ) => {
        if (inCode(at)) return whole
        if (bang || /^[a-z]+:/i.test(target) || target.startsWith('#')) return whole
        const [path = '', hash = ''] = target.split('#')
        const file = normalize(join(dirname(sourceFile), path))
        const docsPath = relative(DOCS_ROOT, file)
        if (!docsPath.startsWith('..') && docsPath.endsWith('.md')) {
          const url = resolveDoc(docsPath, hash)
          if (!url) {
            throw new Error(`${relative(REPO_ROOT, sourceFile)} links to ${target}: no such page`)
          }
          return `[${label}](${url}${title ?? ''})`
        }
        const repoPath = relative(REPO_ROOT, file)
        if (repoPath.startsWith('..') || !existsSync(file)) {
          throw new Error(`${relative(REPO_ROOT, sourceFile)} links to ${target}: no such file`)
        }
        return repositoryUrl
          ? `[${label}](${repositoryUrl}/blob/HEAD/${repoPath}${title ?? ''})`
          : label
      },
    )
  })

/** YAML front matter for Starlight: the title and the sidebar's label and order. */
export const frontMatter = (fields: {
  title: string
  description?: string
  label?: string
  order?: number
  template?: 'doc' | 'splash'
  tableOfContents?: boolean
  editUrl?: string | false
}): string => {
  const lines = ['---', `title: ${JSON.stringify(fields.title)}`]
  if (fields.description) lines.push(`description: ${JSON.stringify(fields.description)}`)
  if (fields.template) lines.push(`template: ${fields.template}`)
  if (fields.tableOfContents === false) lines.push('tableOfContents: false')
  if (fields.label !== undefined || fields.order !== undefined) {
    lines.push('sidebar:')
    if (fields.label !== undefined) lines.push(`  label: ${JSON.stringify(fields.label)}`)
    if (fields.order !== undefined) lines.push(`  order: ${fields.order}`)
  }
  lines.push('---', '')
  return lines.join('\n')
}

/** The first sentence of a page, for its description (search results, link previews). */
export const firstSentence = (body: string): string | undefined => {
  const paragraph = body
    .replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .find((part) => part && !/^[#|<>-]/.test(part) && !part.startsWith('```'))
  if (!paragraph) return undefined
  const plain = paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
  const end = plain.search(/[.:;](\s|$)/)
  return (end > 0 ? plain.slice(0, end + 1) : plain).slice(0, 200)
}

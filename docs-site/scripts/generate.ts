/**
 * Writes the site's pages into src/content/docs (not committed: docs/ and the code are the
 * sources): the pages of docs/ where the site map puts them, the state machines with their
 * diagrams, the HTTP API with examples, a page per component of @matjar/ui with its stories live,
 * and the changelog. The TypeScript reference is written by TypeDoc during the Astro build.
 *
 *   node --conditions=@matjar/source docs-site/scripts/generate.ts
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { changelogMarkdown } from './changelog.ts'
import { type Story, uiComponents } from './components.ts'
import { HTTP_SLUG, httpPages, httpUrlOf, openApiJson } from './http-reference.ts'
import { coreMachines, describeMachine, type MachineDiagram } from './machine-diagrams.ts'
import {
  DOCS_ROOT,
  dropCheckComments,
  expandIncludes,
  firstSentence,
  frontMatter,
  rewriteLinks,
  splitTitle,
} from './markdown.ts'
import { HOME, MACHINES_SOURCE, REPLACED, SECTIONS, type SitePage } from './site-map.ts'
import { ARABIC_FOLDER, arabicLinks, arabicPages, splitHeader } from './translations.ts'

/** Where TypeDoc (starlight-typedoc) puts the pages of @matjar/ui. */
const UI_REFERENCE = '/reference/packages/matjar/ui'
const SITE = join(import.meta.dirname, '..')
const CONTENT = join(SITE, 'src', 'content', 'docs')
const PUBLIC = join(SITE, 'public')
/** Where starlight-typedoc writes the TypeScript reference during the Astro build. */
const TYPEDOC_CONTENT = join(CONTENT, 'reference', 'packages')
/** Set to link files of the repository (not pages) to its web view. */
const REPOSITORY_URL = process.env.DOCS_REPOSITORY_URL?.replace(/\/$/, '')

/** The English pages of docs/ (the Arabic ones, in docs/ar/, are their translations). */
const allDocs = (dir = DOCS_ROOT): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? dir === DOCS_ROOT && entry.name === ARABIC_FOLDER
        ? []
        : allDocs(join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [relative(DOCS_ROOT, join(dir, entry.name))]
        : [],
  )

const written: { slug: string; text: string; extension: string }[] = []
const write = (slug: string, text: string, extension = 'md') => {
  written.push({ slug, text, extension })
}
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
      )
    : []

/**
 * Writes the pages (a page whose address is a folder of other pages is that folder's index) and
 * removes pages no longer made. Unchanged files are left alone, so `docs:dev` reloads only what
 * changed; TypeDoc's folder is TypeDoc's.
 */
const writeAll = () => {
  const kept = new Set<string>()
  for (const { slug, text, extension } of written) {
    const isFolder = slug === '' || written.some((page) => page.slug.startsWith(`${slug}/`))
    const file = join(CONTENT, isFolder ? `${slug}/index.${extension}` : `${slug}.${extension}`)
    kept.add(file)
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  for (const file of filesUnder(CONTENT)) {
    if (!kept.has(file) && !file.startsWith(`${TYPEDOC_CONTENT}/`)) rmSync(file)
  }
}

// Where each page of docs/ goes on the site.
const placed = new Map<string, SitePage & { order: number }>()
placed.set(HOME.source, { ...HOME, order: 0 })
for (const section of SECTIONS) {
  section.pages.forEach((page, index) => {
    placed.set(page.source, { ...page, order: index })
  })
}
const machines = coreMachines().map(describeMachine)
const machinePages = new Set(machines.map((m) => `${MACHINES_SOURCE}${m.slug}.md`))
const unplaced: string[] = []
for (const source of allDocs()) {
  if (placed.has(source) || REPLACED[source]) continue
  if (source.startsWith(MACHINES_SOURCE)) {
    const slug = source.replace(/\.md$/, '')
    placed.set(source, { source, slug, order: 10 })
    continue
  }
  unplaced.push(source)
  placed.set(source, { source, slug: `more/${source.replace(/(\/README)?\.md$/, '')}`, order: 0 })
}
for (const page of placed.values()) {
  if (!existsSync(join(DOCS_ROOT, page.source))) {
    throw new Error(`The site map names docs/${page.source}, which does not exist`)
  }
}

const resolveDoc = (docsPath: string, hash: string) => {
  if (REPLACED[docsPath] === HTTP_SLUG) return httpUrlOf(hash)
  const page = placed.get(docsPath)
  if (!page) return undefined
  return `/${page.slug}${page.slug ? '/' : ''}${hash ? `#${hash}` : ''}`
}

const diagramSection = (machine: MachineDiagram) => {
  const svg = machine.svg.replace(/\n\s*\n/g, '\n').trim()
  return [
    '## Diagram',
    '',
    `Drawn from the definition of \`${machine.madeWith}\` when the site is built: every state,`,
    'and every transition with its event (and guard, in brackets). "any state" stands for events',
    'the machine takes whatever state it is in; "always" transitions are taken as soon as their',
    'guard holds.',
    '',
    `<figure class="machine-diagram" aria-label="State diagram of ${machine.slug}">${svg}</figure>`,
    '',
  ].join('\n')
}

const transitionsSection = (machine: MachineDiagram) => {
  const cell = (text: string) => text.replace(/\|/g, '\\|')
  return [
    '## Transitions',
    '',
    `Read from \`${machine.madeWith}\` when the site is built.`,
    '',
    '| From | Event | Guard | To |',
    '| ---- | ----- | ----- | -- |',
    ...machine.transitions.map(
      (t) =>
        `| ${t.from ? `\`${t.from}\`` : 'any state'} | \`${cell(t.event)}\` | ${t.guard ? `\`${t.guard}\`` : ''} | ${t.to.length ? t.to.map((to) => `\`${to}\``).join(', ') : '(stays)'} |`,
    ),
    '',
    '<details><summary>Mermaid source of the diagram</summary>',
    '',
    '```mermaid',
    machine.mermaid,
    '```',
    '',
    '</details>',
    '',
  ].join('\n')
}

/** Before the page's first second-level heading, or at its end. */
const insertBeforeFirstSection = (body: string, insert: string) => {
  const at = body.search(/^## /m)
  return at < 0 ? `${body}\n${insert}` : `${body.slice(0, at)}${insert}\n${body.slice(at)}`
}

/** Pages of docs/ with an Arabic page in docs/ar/, which the site serves under /ar/. */
const arabic = new Set(arabicPages(DOCS_ROOT).filter((source) => placed.has(source)))
const resolveArabic = arabicLinks(resolveDoc, arabic)

/** A page of the site from a page of docs/ (English, or its Arabic translation). */
const sitePage = (page: SitePage & { order: number }, language: 'en' | 'ar') => {
  const file = join(DOCS_ROOT, ...(language === 'ar' ? [ARABIC_FOLDER] : []), page.source)
  const text = readFileSync(file, 'utf8')
  const { title, body: raw } = splitTitle(
    splitHeader(text)?.body ?? text,
    page.source.replace(/\.md$/, ''),
  )
  const resolve = language === 'ar' ? resolveArabic : resolveDoc
  let body = rewriteLinks(
    dropCheckComments(expandIncludes(raw, file)),
    file,
    resolve,
    REPOSITORY_URL,
  )
  const machine = machines.find((m) => `${MACHINES_SOURCE}${m.slug}.md` === page.source)
  if (machine)
    body = `${insertBeforeFirstSection(body, diagramSection(machine))}\n${transitionsSection(machine)}`
  const label = language === 'ar' ? page.arabicLabel : page.label
  return (
    frontMatter({
      title,
      description: firstSentence(body),
      ...(label ? { label } : {}),
      order: page.order,
      ...(page.slug === '' ? { tableOfContents: false } : {}),
    }) + body
  )
}

for (const page of placed.values()) {
  write(page.slug, sitePage(page, 'en'))
  if (arabic.has(page.source))
    write([ARABIC_FOLDER, page.slug].filter(Boolean).join('/'), sitePage(page, 'ar'))
}

// Machines without a page of their own in docs/machines still get their diagram.
for (const machine of machines) {
  if (
    machinePages.has(`${MACHINES_SOURCE}${machine.slug}.md`) &&
    existsSync(join(DOCS_ROOT, `${MACHINES_SOURCE}${machine.slug}.md`))
  )
    continue
  write(
    `machines/${machine.slug}`,
    frontMatter({ title: `${machine.slug} machine`, order: 20 }) +
      `No page describes this machine yet (docs/machines/${machine.slug}.md).\n\n${diagramSection(machine)}\n${transitionsSection(machine)}`,
  )
}

// The HTTP API.
const http = httpPages()
for (const page of http.pages) {
  write(
    page.slug,
    frontMatter({
      title: page.title,
      ...(page.label ? { label: page.label } : {}),
      order: page.order,
    }) + page.body,
  )
}
mkdirSync(PUBLIC, { recursive: true })
writeFileSync(join(PUBLIC, 'openapi.json'), openApiJson())

// A page per component, its stories rendered live (src/components/StoryExample.astro).
const { components, stories } = uiComponents()
const common = new Set(
  components.filter((c) => c.stories.length > Math.max(2, stories.length / 3)).map((c) => c.name),
)
/** The stories about a component: where it is not just a button beside the subject. */
const storiesAbout = (name: string, shown: Story[]) => {
  const subject = shown.filter(
    (story) => !common.has(name) || story.components.every((c) => common.has(c)),
  )
  return subject.length ? subject : shown
}
components.forEach((component, index) => {
  const about = storiesAbout(component.name, component.stories)
  const lines = [
    "import StoryExample from '../../../components/StoryExample.astro'",
    '',
    component.summary ? `${component.summary}\n` : '',
    `\`import { ${component.name} } from '@matjar/ui'\` · reference: [${component.name}](${UI_REFERENCE}/${component.referencePath}/)${component.propsType ? `, [${component.propsType}](${UI_REFERENCE}/interfaces/${component.propsType.toLowerCase()}/)` : ''}`,
    '',
  ]
  if (!about.length) {
    lines.push(
      'No story shows this part on its own yet: it is used inside the other components. Stories',
      'live in `packages/ui/stories/` and appear here and in Storybook.',
      '',
    )
  }
  for (const story of about) {
    lines.push(
      `## ${story.title}`,
      '',
      `<StoryExample file="${story.file}" story="${story.exportName}" title="${story.title}" />`,
      '',
      '<details>',
      '<summary>Code of this example</summary>',
      '',
      `\`\`\`tsx title="packages/ui/stories/${story.file}.stories.tsx"`,
      story.code,
      '```',
      '',
      '</details>',
      '',
    )
  }
  write(
    `components/${component.name.toLowerCase()}`,
    frontMatter({
      title: component.name,
      ...(component.summary ? { description: firstSentence(component.summary) } : {}),
      order: 10 + index,
    }) + lines.join('\n'),
    'mdx',
  )
})

write('changelog', frontMatter({ title: 'Changelog', order: 0 }) + changelogMarkdown())
writeAll()

console.log(
  `[docs] wrote ${placed.size} pages of docs/ (${arabic.size} in Arabic too), ${machines.length} machine diagrams, ${http.pages.length} HTTP API pages, ${components.length} component pages, the changelog`,
)
if (unplaced.length) {
  console.log(`[docs] not in the site map, so under "More": ${unplaced.join(', ')}`)
}
if (http.refused.length) {
  console.log(`[docs] examples the contract refused, left out: ${http.refused.join(', ')}`)
}

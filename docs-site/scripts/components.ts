/**
 * The components of `@matjar/ui` and the Storybook stories that show them, read from the code:
 * the components are the values `packages/ui/src/index.ts` exports with a capital letter, and a
 * story shows a component when its code renders it (`<Button …>`, `<Tabs.Root …>`). The site
 * renders the same stories live, so Storybook and the docs show one set of examples.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { REPO_ROOT } from './markdown.ts'

const UI = join(REPO_ROOT, 'packages', 'ui')
const STORIES = join(UI, 'stories')

export interface Story {
  /** The stories file without `.stories.tsx`: `actions`. */
  file: string
  /** The story's export: `Buttons`. */
  exportName: string
  /** The story's name in Storybook. */
  title: string
  /** The components it renders. */
  components: string[]
  /** The story's code, as written. */
  code: string
}

export interface UiComponent {
  name: string
  /** Where the TypeScript reference documents it: `functions/button`, `variables/tabs`. */
  referencePath: string
  /** Its props type, when the package exports one (`ButtonProps`). */
  propsType?: string
  /** The doc comment of its declaration, if it has one. */
  summary: string
  stories: Story[]
}

const parse = (file: string) =>
  ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )

/** Capitalised value exports of the package's entry: its components. */
const exportedNames = () => {
  const values: string[] = []
  const types: string[] = []
  parse(join(UI, 'src', 'index.ts')).forEachChild((node) => {
    if (!ts.isExportDeclaration(node) || node.isTypeOnly || !node.exportClause) return
    if (!ts.isNamedExports(node.exportClause)) return
    for (const element of node.exportClause.elements) {
      if (element.isTypeOnly) types.push(element.name.text)
      else if (/^[A-Z][a-z]/.test(element.name.text)) values.push(element.name.text)
    }
  })
  return { values, types }
}

/** Every story of packages/ui/stories and the components it renders. */
const uiStories = (components: readonly string[]): Story[] => {
  const known = new Set(components)
  const stories: Story[] = []
  for (const entry of readdirSync(STORIES)
    .filter((f) => f.endsWith('.stories.tsx'))
    .sort()) {
    const source = parse(join(STORIES, entry))
    source.forEachChild((node) => {
      if (!ts.isVariableStatement(node)) return
      if (!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return
      for (const declaration of node.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue
        const rendered = new Set<string>()
        let title = declaration.name.text.replace(/([a-z])([A-Z])/g, '$1 $2')
        const visit = (child: ts.Node) => {
          if (ts.isJsxOpeningElement(child) || ts.isJsxSelfClosingElement(child)) {
            const tag = child.tagName.getText(source).split('.')[0] ?? ''
            if (known.has(tag)) rendered.add(tag)
          }
          if (
            ts.isPropertyAssignment(child) &&
            child.parent === declaration.initializer &&
            child.name.getText(source) === 'name' &&
            ts.isStringLiteral(child.initializer)
          ) {
            title = child.initializer.text
          }
          child.forEachChild(visit)
        }
        visit(declaration.initializer)
        stories.push({
          file: entry.replace(/\.stories\.tsx$/, ''),
          exportName: declaration.name.text,
          title,
          components: [...rendered],
          code: node.getText(source),
        })
      }
    })
  }
  return stories
}

interface Declared {
  summary: string
  kind: 'functions' | 'variables'
}

/** The declaration of each component in packages/ui/src: its kind and its doc comment. */
const declarations = (): Map<string, Declared> => {
  const found = new Map<string, Declared>()
  for (const entry of readdirSync(join(UI, 'src')).filter((f) => /^[A-Z].*\.tsx$/.test(f))) {
    const source = parse(join(UI, 'src', entry))
    source.forEachChild((node) => {
      const names: string[] = []
      const kind = ts.isFunctionDeclaration(node) ? 'functions' : 'variables'
      if (ts.isFunctionDeclaration(node) && node.name) names.push(node.name.text)
      if (ts.isVariableStatement(node)) {
        for (const d of node.declarationList.declarations) {
          if (ts.isIdentifier(d.name)) names.push(d.name.text)
        }
      }
      const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc)
      const text = docs.at(-1)?.comment
      const summary = typeof text === 'string' ? text : ts.getTextOfJSDocComment(text)
      for (const name of names) {
        found.set(name, { kind, summary: summary?.split(/\n\s*\n/)[0] ?? '' })
      }
    })
  }
  return found
}

export const uiComponents = (): { components: UiComponent[]; stories: Story[] } => {
  const { values: names, types } = exportedNames()
  const stories = uiStories(names)
  const declared = declarations()
  return {
    stories,
    components: names
      .map((name) => ({
        name,
        summary: declared.get(name)?.summary ?? '',
        referencePath: `${declared.get(name)?.kind ?? 'functions'}/${name.toLowerCase()}`,
        ...(types.includes(`${name}Props`) ? { propsType: `${name}Props` } : {}),
        stories: stories.filter((story) => story.components.includes(name)),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }
}

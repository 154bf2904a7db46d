import react from '@astrojs/react'
import starlight from '@astrojs/starlight'
import { defineConfig } from 'astro/config'
import starlightLinksValidator from 'starlight-links-validator'
import starlightTypeDoc from 'starlight-typedoc'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { SECTIONS } from './scripts/site-map.ts'
// @ts-expect-error a plain ES module beside this file
import { exportedEntries } from './typedoc-package-names.mjs'

const pagesOf = (directory: string) =>
  SECTIONS.find((section) => section.directory === directory)?.pages.map((page) => ({
    slug: page.slug,
    ...(page.label ? { label: page.label } : {}),
  })) ?? []

const entries = exportedEntries() as Map<string, string>
const entryPoints = [...entries.keys()]
/** The TypeScript reference in the sidebar: its overview and one page per import path. */
const TYPEDOC_OUTPUT = 'reference/packages'
const packagesGroup = {
  label: 'Packages (TypeScript)',
  translations: { ar: 'الحزم (TypeScript)' },
  collapsed: true,
  items: [
    {
      label: 'Overview',
      translations: { ar: 'نظرة عامة' },
      link: `/${TYPEDOC_OUTPUT}/readme/`,
    },
    ...[...entries.values()].sort().map((name) => ({
      label: name,
      link: `/${TYPEDOC_OUTPUT}/${name.replace(/^@/, '')}/readme/`,
    })),
  ],
}

export default defineConfig({
  site: process.env.DOCS_SITE_URL ?? 'https://matjar.example.com',
  outDir: './dist',
  integrations: [
    starlight({
      title: 'Matjar',
      // English at the root, Arabic under /ar/ (docs/ar/, right to left). A page not yet translated
      // is served under /ar/ in English, with Starlight's notice.
      locales: {
        root: { label: 'English', lang: 'en' },
        ar: { label: 'العربية', lang: 'ar', dir: 'rtl' },
      },
      description:
        'The storefront SDK for bilingual (English/Arabic) shops: guides, reference, components.',
      plugins: [
        starlightLinksValidator({ errorOnRelativeLinks: false, errorOnInvalidHashes: true }),
        starlightTypeDoc({
          entryPoints,
          tsconfig: './tsconfig.typedoc.json',
          output: TYPEDOC_OUTPUT,
          typeDoc: {
            plugin: ['./typedoc-package-names.mjs'],
            // A readme keeps an overview page per module (the plugin drops them without one).
            readme: './typedoc-readme.md',
            excludeExternals: true,
            outputFileStrategy: 'members',
            skipErrorChecking: true,
          },
        }),
      ],
      sidebar: [
        {
          label: 'Getting started',
          translations: { ar: 'البدء' },
          items: [{ autogenerate: { directory: 'getting-started' } }],
        },
        {
          label: 'Guides',
          translations: { ar: 'الأدلة' },
          items: [{ autogenerate: { directory: 'guides' } }],
        },
        {
          label: 'Reference',
          translations: { ar: 'المرجع' },
          items: [
            ...pagesOf('reference'),
            {
              label: 'HTTP API',
              translations: { ar: 'واجهة HTTP' },
              items: [{ autogenerate: { directory: 'reference/http' } }],
            },
            packagesGroup,
          ],
        },
        {
          label: 'State machines',
          translations: { ar: 'آلات الحالة' },
          items: [{ autogenerate: { directory: 'machines' } }],
        },
        {
          label: 'Components',
          translations: { ar: 'المكوّنات' },
          items: [{ autogenerate: { directory: 'components' } }],
        },
        { label: 'Changelog', translations: { ar: 'سجل التغييرات' }, slug: 'changelog' },
        {
          label: 'Project',
          translations: { ar: 'المشروع' },
          items: [{ autogenerate: { directory: 'project' } }],
        },
      ],
      customCss: ['./src/styles/site.css'],
      // Starlight's ranking, with less weight to short pages and more to how often a page uses the
      // word: the reference has a short page per export, which otherwise outranks the guide a
      // reader is looking for ("wishlist" → the wishlist guide, "cart" → the cart guide).
      pagefind: {
        ranking: { pageLength: 0.3, termFrequency: 1, termSaturation: 2, termSimilarity: 9 },
      },
    }),
    react(),
  ],
  vite: {
    // The packages are read from their sources, as the workspace's tests read them.
    resolve: { conditions: ['@matjar/source', ...defaultClientConditions] },
    environments: {
      client: { resolve: { conditions: ['@matjar/source', ...defaultClientConditions] } },
      ssr: { resolve: { conditions: ['@matjar/source', ...defaultServerConditions] } },
      prerender: { resolve: { conditions: ['@matjar/source', ...defaultServerConditions] } },
    },
  },
})

/**
 * Where each page of docs/ sits on the site: its section, its address and its place in the
 * sidebar. A page of docs/ not named here still gets built, under "More", so a new page is never
 * lost; the build says which pages that were.
 */
export interface SitePage {
  /** The Markdown file, relative to docs/. */
  source: string
  /** The page's address on the site, without slashes at either end ('' is the home page). */
  slug: string
  /** A shorter name for the sidebar than the page's title. */
  label?: string
  /** The same for the Arabic page (docs/ar/), which otherwise shows its title. */
  arabicLabel?: string
}

export interface SiteSection {
  label: string
  /** The folder of the section's pages: the sidebar lists what is generated into it. */
  directory: string
  pages: SitePage[]
}

export const HOME: SitePage = { source: 'README.md', slug: '' }

export const SECTIONS: SiteSection[] = [
  {
    label: 'Getting started',
    directory: 'getting-started',
    pages: [
      {
        source: 'getting-started.md',
        slug: 'getting-started',
        label: 'Overview',
        arabicLabel: 'نظرة عامة',
      },
      {
        source: 'getting-started/create-matjar.md',
        slug: 'getting-started/create-matjar',
        label: 'Start a shop (create-matjar)',
      },
      { source: 'getting-started/vite.md', slug: 'getting-started/vite', label: 'Vite' },
      {
        source: 'getting-started/react-router.md',
        slug: 'getting-started/react-router',
        label: 'React Router',
      },
      {
        source: 'getting-started/nextjs.md',
        slug: 'getting-started/nextjs',
        label: 'Next.js App Router',
      },
      {
        source: 'getting-started/node.md',
        slug: 'getting-started/node',
        label: 'Without React (Node)',
      },
    ],
  },
  {
    label: 'Guides',
    directory: 'guides',
    pages: [
      {
        source: 'guides/catalogue.md',
        slug: 'guides/catalogue',
        label: 'A product list and a product page',
      },
      { source: 'guides/cart.md', slug: 'guides/cart', label: 'Cart' },
      { source: 'guides/auth.md', slug: 'guides/auth', label: 'Sign-in and accounts' },
      { source: 'guides/wishlist.md', slug: 'guides/wishlist', label: 'Wishlist' },
      { source: 'guides/checkout.md', slug: 'guides/checkout', label: 'Checkout' },
      {
        source: 'guides/language.md',
        slug: 'guides/language',
        label: 'Language and right-to-left',
      },
      {
        source: 'guides/language-addresses.md',
        slug: 'guides/language-addresses',
        label: 'A language at its own address',
      },
      { source: 'ui/theming.md', slug: 'guides/theming', label: 'Theming' },
      {
        source: 'react/server-rendering.md',
        slug: 'guides/server-rendering',
        label: 'Server rendering',
      },
      { source: 'sessions.md', slug: 'guides/sessions', label: 'Sessions' },
      { source: 'deployment.md', slug: 'guides/deployment', label: 'Deployment' },
      { source: 'testing.md', slug: 'guides/testing', label: 'Testing without a server' },
      {
        source: 'bring-your-own-backend.md',
        slug: 'guides/bring-your-own-backend',
        label: 'Bring your own backend',
      },
    ],
  },
  {
    label: 'Reference',
    directory: 'reference',
    pages: [
      { source: 'react/README.md', slug: 'reference/react', label: '@matjar/react (guide)' },
      { source: 'client.md', slug: 'reference/client', label: 'The API client' },
      { source: 'configuration.md', slug: 'reference/configuration', label: 'Configuration' },
      { source: 'orders-and-money.md', slug: 'reference/orders-and-money' },
      { source: 'reference-api.md', slug: 'reference/reference-api', label: 'The reference API' },
      { source: 'storefront.md', slug: 'reference/storefront', label: 'The reference storefront' },
      { source: 'security.md', slug: 'reference/security', label: 'Security' },
    ],
  },
  {
    label: 'State machines',
    directory: 'machines',
    pages: [{ source: 'machines/README.md', slug: 'machines', label: 'Overview' }],
  },
  {
    label: 'Components',
    directory: 'components',
    pages: [
      { source: 'ui.md', slug: 'components', label: 'Overview' },
      { source: 'ui/headless.md', slug: 'components/headless', label: 'Headless parts' },
      { source: 'ui/images.md', slug: 'components/images', label: 'Pictures and rows' },
      { source: 'ui/product-card.md', slug: 'components/product-card', label: 'Product cards' },
    ],
  },
  {
    label: 'Project',
    directory: 'project',
    pages: [
      { source: 'architecture.md', slug: 'project/architecture', label: 'Architecture' },
      { source: 'spec.md', slug: 'project/spec', label: 'Requirements (spec §1–§9)' },
      { source: 'decisions.md', slug: 'project/decisions', label: 'Decisions' },
      { source: 'performance.md', slug: 'project/performance', label: 'Performance' },
      { source: 'development.md', slug: 'project/development', label: 'Development' },
    ],
  },
]

/**
 * Pages of docs/ the site builds another way: the HTTP reference is generated from the contract
 * itself (with examples), so the site links there instead of to docs/api.md.
 */
export const REPLACED: Record<string, string> = { 'api.md': 'reference/http' }

/** Pages of docs/machines/ beyond the overview go to machines/<name>, with their diagram. */
export const MACHINES_SOURCE = 'machines/'

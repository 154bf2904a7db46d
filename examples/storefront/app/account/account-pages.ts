/** One section of the customer's area: its route, its menu entry and its name in the e2e tests. */
export interface AccountPage {
  /** Under `/user-profile/` (and `/ar/user-profile/`). */
  path: string
  /** The route module, from `app/`. */
  file: string
  /** The route's id, when one module serves two sections. */
  id?: string
  /** Its label in the account menu: a key of the `shop` catalogue (`user-profile.tsx` checks it). */
  menu: string
  /** Its name in the e2e tests' screen list (`e2e/support/customer.ts`, screenshots and axe). */
  screen: string
}

/**
 * The customer's area, one entry a section, in the menu's order. `app/routes.ts` mounts them (in
 * both languages), the account menu lists them, the e2e tests visit each. Being private, the
 * whole area is left out of the page cache, the sitemap and search engines (`/user-profile` in
 * `robots.ts`), so a new section needs no entry there. Adding one: this entry, the page, its
 * words and its test. No imports: the e2e tests read this file too.
 */
export const ACCOUNT_PAGES = [
  {
    path: 'profile',
    file: 'routes/user-profile/profile.tsx',
    menu: 'profile',
    screen: 'profile',
  },
  {
    path: 'addresses',
    file: 'routes/user-profile/addresses.tsx',
    menu: 'addresses',
    screen: 'addresses',
  },
  {
    path: 'favorites-list',
    file: 'routes/user-profile/favorites-list.tsx',
    menu: 'favourites',
    screen: 'favourites',
  },
  {
    path: 'new-orders',
    file: 'routes/user-profile/orders.tsx',
    id: 'new-orders',
    menu: 'newOrders',
    screen: 'new-orders',
  },
  {
    path: 'finished-orders',
    file: 'routes/user-profile/orders.tsx',
    id: 'finished-orders',
    menu: 'finishedOrders',
    screen: 'finished-orders',
  },
  { path: 'wallet', file: 'routes/user-profile/wallet.tsx', menu: 'wallet', screen: 'wallet' },
  { path: 'points', file: 'routes/user-profile/points.tsx', menu: 'points', screen: 'points' },
] as const satisfies readonly AccountPage[]

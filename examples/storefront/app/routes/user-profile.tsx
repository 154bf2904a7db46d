import { Outlet } from 'react-router'
import { requireSession } from '../account/account.server.ts'
import { accountMessages } from '../messages/account.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import '../account/account.css'
import { ACCOUNT_PAGES } from '../account/account-pages.ts'
import { ShopNavLink } from '../components/ShopLink.tsx'
import { SignOutButton } from '../components/SignOutButton.tsx'
import { phoneCountryOf } from '../session/visitor-country.server.ts'
import type { Route } from './+types/user-profile'

/** Signed-out visitors go to `/auth` and come back after signing in. */
export const loader = ({ request }: Route.LoaderArgs) => {
  requireSession(request)
  // The phone of the profile and of a new address starts on the visitor's country.
  return { visitorCountry: phoneCountryOf(request) }
}

/** The customer's area: the sections as a menu, the chosen one beside it. */
export default function UserProfile() {
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  return (
    <div className="shop-account">
      <nav className="shop-account-nav" aria-label={t('accountMenu')}>
        <p className="shop-account-title">{shop('account')}</p>
        <ul>
          {/* The sections of spec §2's `/user-profile`, plus the addresses, from their table
              (a label that is not a word of the `shop` catalogue fails the typecheck). */}
          {ACCOUNT_PAGES.map((section) => (
            <li key={section.path}>
              <ShopNavLink to={`/user-profile/${section.path}`} prefetch="intent">
                {shop(section.menu)}
              </ShopNavLink>
            </li>
          ))}
        </ul>
        {/* Also here: on a phone the header has no room for it. */}
        <SignOutButton className="shop-account-signout" />
      </nav>
      <div className="shop-account-section">
        <Outlet />
      </div>
    </div>
  )
}

import { Outlet } from 'react-router'
import { requireSession } from '../account/account.server.ts'
import { accountMessages } from '../messages/account.ts'
import { type ShopMessageKey, shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import '../account/account.css'
import { ShopNavLink } from '../components/ShopLink.tsx'
import { SignOutButton } from '../components/SignOutButton.tsx'
import { phoneCountryOf } from '../session/visitor-country.server.ts'
import type { Route } from './+types/user-profile'

// The sections of spec §2's `/user-profile`, plus the addresses (their route is not shown there).
const sections: { path: string; label: ShopMessageKey }[] = [
  { path: 'profile', label: 'profile' },
  { path: 'addresses', label: 'addresses' },
  { path: 'favorites-list', label: 'favourites' },
  { path: 'new-orders', label: 'newOrders' },
  { path: 'finished-orders', label: 'finishedOrders' },
  { path: 'wallet', label: 'wallet' },
  { path: 'points', label: 'points' },
]

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
          {sections.map((section) => (
            <li key={section.path}>
              <ShopNavLink to={`/user-profile/${section.path}`} prefetch="intent">
                {shop(section.label)}
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

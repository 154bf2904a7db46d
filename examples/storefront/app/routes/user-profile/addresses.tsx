import type { Address } from '@matjar/core'
import { useLocale } from '@matjar/react'
import { Button } from '@matjar/ui'
import { Form, useSearchParams } from 'react-router'
import { AccountEmpty } from '../../account/AccountEmpty.tsx'
import { AddressForm } from '../../account/AddressForm.tsx'
import { AddressLine } from '../../account/AddressLine.tsx'
import { loadAsCustomer } from '../../account/account.server.ts'
import { AnswerNotice, useAnswerToast } from '../../account/account-answer.tsx'
import { accountTitle } from '../../account/account-meta.ts'
import { addressAction } from '../../account/address-action.server.ts'
import { ConfirmButton, type ConfirmedChange, ConfirmStep } from '../../account/ConfirmedChange.tsx'
import { SectionError } from '../../account/SectionError.tsx'
import { type AccountMessageKey, accountMessages } from '../../messages/account.ts'
import { shopMessages } from '../../messages/shop.ts'
import { useT } from '../../messages/use-t.ts'
import type { Route } from './+types/addresses'

export const loader = ({ request }: Route.LoaderArgs) =>
  loadAsCustomer(request, async (api) => {
    const [addresses, places] = await Promise.all([
      api.call('listAddresses'),
      api.call('listPlaces'),
    ])
    return { addresses: addresses.data, places: places.data }
  })

export const action = ({ request }: Route.ActionArgs) => addressAction(request)

export function ErrorBoundary() {
  return <SectionError failure="error_page.load_failed" />
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) =>
  page ? accountTitle(matches, 'addresses') : []

const typeLabel: Record<Address['type'], AccountMessageKey> = {
  home: 'typeHome',
  office: 'typeOffice',
  apartment: 'typeApartment',
  other: 'typeOther',
}

// The page's GET form: its buttons open the form of a new address (`?address=new`) or of one
// address (`?address=<id>`); plain links of the page's own address, without script. The form's
// Cancel is a link to PAGE (a GET form sent empty would leave `PAGE?`).
const CHOOSE = 'address-choice'
const PAGE = '/user-profile/addresses'

/**
 * `/user-profile/addresses`: the delivery addresses, default first; add, edit, delete. Every
 * change is a form of this route's action, so the page works without JavaScript.
 */
export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const { language } = useLocale()
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  const [search] = useSearchParams()
  useAnswerToast(actionData)
  const chosen = search.get('address')
  // `new` while adding, an address id while editing that one; closed once saved.
  const editing = actionData?.ok ? null : chosen === 'new' ? 'new' : Number(chosen) || null
  // Asked without JavaScript (`?delete=<id>`): that address's card holds the question.
  const deleting = actionData?.ok ? null : Number(search.get('delete')) || null
  const { addresses, places } = loaderData

  return (
    <section aria-labelledby="addresses-title" className="shop-account-stack">
      <Form method="get" id={CHOOSE} preventScrollReset />
      <div className="shop-listing-head">
        <h1 id="addresses-title">{shop('addresses')}</h1>
        {editing === null ? (
          <Button type="submit" form={CHOOSE} name="address" value="new">
            {t('addAddress')}
          </Button>
        ) : null}
      </div>
      {editing === null ? <AnswerNotice answer={actionData} /> : null}
      {editing === 'new' ? <AddressForm places={places} sent={actionData} back={PAGE} /> : null}
      {addresses.length === 0 && editing === null ? (
        <AccountEmpty>{t('noAddresses')}</AccountEmpty>
      ) : null}
      <ul className="shop-account-list">
        {addresses.map((address) =>
          editing === address.id ? (
            <li key={address.id}>
              <AddressForm address={address} places={places} sent={actionData} back={PAGE} />
            </li>
          ) : (
            <li key={address.id} className="shop-account-card" data-testid="address">
              <h2>
                <bdi>{address.name}</bdi>
                {address.is_default ? (
                  <span className="shop-badge">{t('defaultAddress')}</span>
                ) : null}
              </h2>
              <p className="shop-muted">{t(typeLabel[address.type])}</p>
              <p>
                <AddressLine
                  language={language}
                  parts={[
                    address.details,
                    address.city_name,
                    address.state_name,
                    address.country_name,
                  ]}
                />
              </p>
              <p>
                <bdi dir="ltr">{address.phone}</bdi>
              </p>
              <div className="shop-account-actions">
                <Button
                  type="submit"
                  form={CHOOSE}
                  name="address"
                  value={address.id}
                  variant="outline"
                  size="sm"
                  aria-label={t('editAddress', { name: address.name })}
                >
                  {t('edit')}
                </Button>
                {deleting === address.id ? null : <DeleteAddress address={address} asked={false} />}
              </div>
              {deleting === address.id ? <DeleteAddress address={address} asked /> : null}
            </li>
          ),
        )}
      </ul>
    </section>
  )
}

/** Delete, after a confirmation naming the address; the list reads again without it. */
function useDeleteChange(address: Address): ConfirmedChange {
  const t = useT(accountMessages)
  return {
    fields: { intent: 'delete', id: String(address.id) },
    title: t('deleteAddress', { name: address.name }),
    description: t('deleteAddressConfirm', { name: address.name }),
    confirm: t('delete'),
    keep: t('cancel'),
  }
}

/** Delete: the button that asks, or (asked without JavaScript) the question in the card. */
function DeleteAddress({ address, asked }: { address: Address; asked: boolean }) {
  const t = useT(accountMessages)
  const change = useDeleteChange(address)
  if (asked)
    return <ConfirmStep change={change} back={PAGE} heading="h3" className="shop-confirm-step" />
  return (
    <ConfirmButton
      change={change}
      ask={['delete', String(address.id)]}
      size="sm"
      aria-label={t('deleteAddress', { name: address.name })}
    >
      {t('delete')}
    </ConfirmButton>
  )
}

import type { Address } from '@matjar/core'
import { useLocale, useStorefront } from '@matjar/react'
import { Button, Dialog } from '@matjar/ui'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { AccountEmpty } from '../../account/AccountEmpty.tsx'
import { AddressForm } from '../../account/AddressForm.tsx'
import { loadAsCustomer } from '../../account/account.server.ts'
import { accountTitle } from '../../account/account-meta.ts'
import { addressLine } from '../../account/address-text.ts'
import { SectionError } from '../../account/SectionError.tsx'
import { useAccountAction } from '../../account/use-account-action.ts'
import { type AccountMessageKey, accountMessages } from '../../messages/account.ts'
import { shopMessages } from '../../messages/shop.ts'
import { useT } from '../../messages/use-t.ts'
import type { Route } from './+types/addresses'

export const loader = ({ request }: Route.LoaderArgs) =>
  loadAsCustomer(request, async (api) => ({
    addresses: (await api.call('listAddresses')).data,
  }))

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

/** `/user-profile/addresses`: the delivery addresses, default first; add, edit, delete. */
export default function Addresses({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  const { revalidate } = useRevalidator()
  // `new` while adding, an address id while editing that one.
  const [editing, setEditing] = useState<'new' | number | null>(null)
  const saved = () => {
    setEditing(null)
    void revalidate()
  }
  const { addresses } = loaderData

  return (
    <section aria-labelledby="addresses-title" className="shop-account-stack">
      <div className="shop-listing-head">
        <h1 id="addresses-title">{shop('addresses')}</h1>
        {editing === null ? (
          <Button onClick={() => setEditing('new')}>{t('addAddress')}</Button>
        ) : null}
      </div>
      {editing === 'new' ? <AddressForm onSaved={saved} onCancel={() => setEditing(null)} /> : null}
      {addresses.length === 0 && editing === null ? (
        <AccountEmpty>{t('noAddresses')}</AccountEmpty>
      ) : null}
      <ul className="shop-account-list">
        {addresses.map((address) =>
          editing === address.id ? (
            <li key={address.id}>
              <AddressForm address={address} onSaved={saved} onCancel={() => setEditing(null)} />
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
                <bdi>
                  {addressLine(language, [
                    address.details,
                    address.city,
                    address.state,
                    address.country,
                  ])}
                </bdi>
              </p>
              <p>
                <bdi dir="ltr">{address.phone}</bdi>
              </p>
              <div className="shop-account-actions">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('editAddress', { name: address.name })}
                  onClick={() => setEditing(address.id)}
                >
                  {t('edit')}
                </Button>
                <DeleteAddress address={address} />
              </div>
            </li>
          ),
        )}
      </ul>
    </section>
  )
}

/** Delete, after a confirmation naming the address; the list reads again without it. */
function DeleteAddress({ address }: { address: Address }) {
  const t = useT(accountMessages)
  const storefront = useStorefront()
  const action = useAccountAction('error.delete_failed')
  const [open, setOpen] = useState(false)
  const remove = () =>
    action.run(async () => {
      await storefront.client.call('deleteAddress', { params: { id: address.id } })
      setOpen(false)
      action.done(t('addressDeleted'))
    })
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={t('deleteAddress', { name: address.name })}>
          {t('delete')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>{t('deleteAddress', { name: address.name })}</Dialog.Title>
        <Dialog.Description>{t('deleteAddressConfirm', { name: address.name })}</Dialog.Description>
        <div className="shop-account-actions">
          <Button variant="primary" onClick={remove} disabled={action.busy}>
            {t('delete')}
          </Button>
          <Dialog.Close asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}

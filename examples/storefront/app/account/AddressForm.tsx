import {
  type Address,
  type AddressRequest,
  addressFormSchema,
  sdkMessages,
  validateForm,
} from '@matjar/core'
import { useLocale, useStorefront, useToasts } from '@matjar/react'
import { Button, Checkbox, PhoneInput, Select, TextField } from '@matjar/ui'
import { type FormEvent, useId, useState } from 'react'
import { accountMessages } from '../messages/account.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { CityField, useShopCities } from './CityField.tsx'
import { localPhone } from './local-phone.ts'
import { useAccountForm } from './use-account-form.ts'

const OPTIONAL_FIELDS = [
  ['street', 'street'],
  ['block', 'block'],
  ['avenue', 'avenue'],
  ['floor', 'floor'],
  ['apartment_number', 'apartmentNumber'],
  ['zip_code', 'zipCode'],
] as const

/**
 * Adds an address, or edits `address`: checked by the SDK's `addressFormSchema` (spec §5) before
 * it is sent, then by the API (a name already used by another address comes back as its error).
 * Calls `onSaved` with the saved address after the §8 "location added or edited" toast.
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address?: Address
  onSaved: (address: Address) => void
  onCancel: () => void
}) {
  const { language } = useLocale()
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  const sdk = useT(sdkMessages)
  const firstCity = useShopCities()[0]?.city ?? ''
  const storefront = useStorefront()
  const { show } = useToasts()
  const titleId = useId()
  const [phone, setPhone] = useState(address?.phone ?? '')
  const [type, setType] = useState<string>(address?.type ?? 'home')
  // The failure's text is the toast's own when the API says nothing: no title repeating it.
  const { errors, busy, submit } = useAccountForm(
    address ? 'error.update_failed' : 'error.create_failed',
    { titled: false },
  )

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '')
    const checked = validateForm(
      addressFormSchema,
      {
        name: text('name'),
        type,
        country: text('country'),
        state: text('state'),
        city: text('city'),
        details: text('details'),
        ...Object.fromEntries(OPTIONAL_FIELDS.map(([field]) => [field, text(field)])),
        phone,
        company_name: text('company_name'),
        message_to_store: text('message_to_store'),
        is_default: form.get('is_default') === 'on',
      },
      language,
    )
    await submit(checked, async (values) => {
      const body = values as AddressRequest
      const answer = address
        ? await storefront.client.call('updateAddress', { params: { id: address.id }, body })
        : await storefront.client.call('createAddress', { body })
      show({
        kind: 'success',
        message: sdk(address ? 'address.edited' : 'address.added'),
      })
      onSaved(answer.data)
    })
  }

  return (
    <form
      noValidate
      onSubmit={save}
      className="shop-account-form shop-account-card"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{address ? t('editAddress', { name: address.name }) : t('addAddress')}</h2>
      <div className="shop-account-pair">
        <TextField
          label={t('addressName')}
          name="name"
          required
          defaultValue={address?.name ?? ''}
          error={errors.name}
        />
        <Select
          label={t('addressType')}
          name="type"
          value={type}
          onValueChange={setType}
          options={[
            { value: 'home', label: t('typeHome') },
            { value: 'office', label: t('typeOffice') },
            { value: 'apartment', label: t('typeApartment') },
            { value: 'other', label: t('typeOther') },
          ]}
          error={errors.type}
        />
      </div>
      {type === 'office' ? (
        <TextField
          label={t('companyName')}
          name="company_name"
          required
          defaultValue={address?.company_name ?? ''}
          error={errors.company_name}
        />
      ) : null}
      <div className="shop-account-pair">
        <TextField
          label={t('country')}
          name="country"
          required
          defaultValue={address?.country ?? (language === 'ar' ? 'السعودية' : 'Saudi Arabia')}
          error={errors.country}
        />
        <TextField
          label={t('state')}
          name="state"
          required
          defaultValue={address?.state ?? ''}
          error={errors.state}
        />
        <CityField
          label={shop('city')}
          name="city"
          required
          {...(address ? { current: address.city } : {})}
          defaultValue={address?.city ?? firstCity}
          error={errors.city}
        />
      </div>
      <TextField
        label={t('details')}
        name="details"
        required
        defaultValue={address?.details ?? ''}
        error={errors.details}
      />
      <PhoneInput
        label={t('mobile')}
        defaultValue={localPhone(address?.phone)}
        defaultCountry="SA"
        onValueChange={(_, result) => setPhone(result.e164 ?? result.input)}
      />
      {errors.phone ? <p className="shop-form-error">{errors.phone}</p> : null}
      <details open={OPTIONAL_FIELDS.some(([field]) => address?.[field]) || undefined}>
        <summary>{t('moreFields')}</summary>
        <div className="shop-account-pair">
          {OPTIONAL_FIELDS.map(([field, label]) => (
            <TextField
              key={field}
              label={t(label)}
              name={field}
              defaultValue={address?.[field] ?? ''}
              error={errors[field]}
            />
          ))}
        </div>
        <label className="shop-field-label">
          {t('messageToStore')}
          <textarea
            className="shop-textarea"
            name="message_to_store"
            maxLength={1000}
            defaultValue={address?.message_to_store ?? ''}
          />
        </label>
        {errors.message_to_store ? (
          <p className="shop-form-error">{errors.message_to_store}</p>
        ) : null}
      </details>
      <Checkbox
        label={t('isDefault')}
        name="is_default"
        defaultChecked={address?.is_default ?? false}
      />
      <div className="shop-account-actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('saving') : t('save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  )
}

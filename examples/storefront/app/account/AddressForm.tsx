import type { Address, Places } from '@matjar/core'
import { Button, Checkbox, Select, TextField } from '@matjar/ui'
import { useId, useState } from 'react'
import { Form } from 'react-router'
import { accountMessages } from '../messages/account.ts'
import { useT } from '../messages/use-t.ts'
import { AccountPhone } from './AccountPhone.tsx'
import { type AccountAnswer, AnswerNotice, answerTo, useSubmitting } from './account-answer.tsx'
import { OPTIONAL_ADDRESS_FIELDS } from './address-fields.ts'
import { BackLink } from './BackLink.tsx'
import { PlaceFields } from './PlaceFields.tsx'

/** The address' texts, given back as typed when the form is refused. */
type TypedField =
  | 'name'
  | 'company_name'
  | 'country'
  | 'state'
  | 'city'
  | 'details'
  | 'message_to_store'
  | (typeof OPTIONAL_ADDRESS_FIELDS)[number][0]

/**
 * Adds an address, or edits `address`, as a plain form (it works without JavaScript): the
 * route's action checks it with the SDK's `addressFormSchema` (spec §5), then the API does (a
 * name already used by another address comes back as its error). A refused form comes back with
 * what was typed. Cancel is a link to `back`, the page without the form (no `?` left behind).
 */
export function AddressForm({
  address,
  places,
  sent,
  back,
}: {
  address?: Address
  /** The shop's countries, regions and cities, named in the page's language. */
  places: Places
  /** The last answer of the page's action. */
  sent: AccountAnswer | undefined
  /** The page without the form: a shop path as in English. */
  back: string
}) {
  const t = useT(accountMessages)
  const titleId = useId()
  const { answer, errors, values } = answerTo(sent, 'save')
  const busy = useSubmitting('save')
  const typed = (field: TypedField) => values?.[field] ?? address?.[field] ?? ''
  const [type, setType] = useState<string>(values?.type ?? address?.type ?? 'home')
  const place = values
    ? { country: typed('country'), state: typed('state'), city: typed('city') }
    : address
  return (
    <Form
      method="post"
      noValidate
      preventScrollReset
      className="shop-account-form shop-account-card"
      aria-labelledby={titleId}
    >
      <input type="hidden" name="intent" value="save" />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <h2 id={titleId}>{address ? t('editAddress', { name: address.name }) : t('addAddress')}</h2>
      <AnswerNotice answer={answer} />
      <div className="shop-account-pair">
        <TextField
          label={t('addressName')}
          name="name"
          required
          defaultValue={typed('name')}
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
          defaultValue={typed('company_name')}
          error={errors.company_name}
        />
      ) : null}
      <PlaceFields
        places={places}
        {...(place ? { initial: place } : {})}
        {...(address ? { initialNames: address } : {})}
        errors={errors}
      />
      <TextField
        label={t('details')}
        name="details"
        required
        defaultValue={typed('details')}
        error={errors.details}
      />
      <AccountPhone defaultValue={values?.phone ?? address?.phone} error={errors.phone} />
      <details open={OPTIONAL_ADDRESS_FIELDS.some(([field]) => typed(field)) || undefined}>
        <summary>{t('moreFields')}</summary>
        <div className="shop-account-pair">
          {OPTIONAL_ADDRESS_FIELDS.map(([field, label]) => (
            <TextField
              key={field}
              label={t(label)}
              name={field}
              defaultValue={typed(field)}
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
            defaultValue={typed('message_to_store')}
          />
        </label>
        {errors.message_to_store ? (
          <p className="shop-form-error">{errors.message_to_store}</p>
        ) : null}
      </details>
      <Checkbox
        label={t('isDefault')}
        name="is_default"
        defaultChecked={values ? values.is_default === 'on' : (address?.is_default ?? false)}
      />
      <div className="shop-account-actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('saving') : t('save')}
        </Button>
        <BackLink to={back}>{t('cancel')}</BackLink>
      </div>
    </Form>
  )
}

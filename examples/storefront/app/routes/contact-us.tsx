import {
  CONTACT_ATTACHMENTS_MAX,
  contactFormSchema,
  StorefrontError,
  sdkMessages,
  validateForm,
} from '@matjar/core'
import { useAuth, useLocale, useStorefront, useToasts } from '@matjar/react'
import { Button, PhoneInput, TextField } from '@matjar/ui'
import { type ChangeEvent, type FormEvent, useId, useState } from 'react'
import { EmailField } from '../components/form-fields.tsx'
import { type FieldMessages, firstOfEach } from '../form-errors.ts'
import { contentMessages } from '../messages/content.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import { phoneCountryOf } from '../session/visitor-country.server.ts'
import type { Route } from './+types/contact-us'

// The phone starts on the visitor's country.
export const loader = ({ request }: Route.LoaderArgs) => ({
  visitorCountry: phoneCountryOf(request),
})

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaWords(matches)
  return [
    { title: `${t('contactUs')} | ${t('shopName')}` },
    { name: 'description', content: t('contactIntro') },
  ]
}

/**
 * `/contact-us`: name, email, phone, message and up to 5 attachments. A file that is too large or
 * of another type is refused as it is picked, before anything is uploaded (spec §5).
 */
export default function ContactUs() {
  const { language } = useLocale()
  const storefront = useStorefront()
  const { show } = useToasts()
  const t = useT(contentMessages)
  const shop = useT(shopMessages)
  const sdk = useT(sdkMessages)
  // A signed-in customer is not asked again who they are: their name and email are filled in.
  const { user } = useAuth()
  const fullName = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : ''
  const [phone, setPhone] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [errors, setErrors] = useState<FieldMessages>({})
  const [busy, setBusy] = useState(false)
  const [formKey, setFormKey] = useState(0)
  const fileInputId = useId()

  const pickFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.currentTarget.files ?? [])]
    event.currentTarget.value = ''
    const accepted: File[] = []
    let problem: string | undefined
    for (const file of picked) {
      const checked = validateForm(contactFormSchema, { attachments: [file] }, language)
      const fileError = checked.success
        ? undefined
        : Object.entries(checked.errors).find(([field]) => field.startsWith('attachments'))?.[1][0]
      if (fileError) problem = `${file.name}: ${fileError}`
      else accepted.push(file)
    }
    const next = [...files, ...accepted]
    if (next.length > CONTACT_ATTACHMENTS_MAX) {
      problem = sdk('validation.attachments.too_many')
    }
    setFiles(next.slice(0, CONTACT_ATTACHMENTS_MAX))
    setErrors((current) => ({ ...current, attachments: problem }))
  }

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const values = {
      name: String(form.get('name') ?? ''),
      email: String(form.get('email') ?? ''),
      phone,
      message: String(form.get('message') ?? ''),
      attachments: files,
    }
    const checked = validateForm(contactFormSchema, values, language)
    if (!checked.success) {
      // A file refused when it was picked keeps its message until another is picked.
      setErrors((current) => ({
        attachments: current.attachments,
        ...firstOfEach(checked.errors),
      }))
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await storefront.client.call('sendContactMessage', { body: { ...values, phone } })
      show({ kind: 'success', message: sdk('contact.sent') })
      setFiles([])
      setPhone('')
      setFormKey((key) => key + 1)
    } catch (error) {
      if (error instanceof StorefrontError && !error.isNetworkError) {
        // A file's problem comes back under its place in the list (`attachments.0`).
        const fields = firstOfEach(error.fieldErrors)
        const file = Object.entries(fields).find(([field]) => field.startsWith('attachments.'))
        setErrors(file ? { ...fields, attachments: file[1] } : fields)
        show({ kind: 'error', message: error.message })
      } else {
        show({ kind: 'error', message: sdk('error.network') })
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="shop-content">
      <h1>{shop('contactUs')}</h1>
      <p>{shop('contactIntro')}</p>
      <form key={formKey} className="shop-form" noValidate onSubmit={send}>
        <TextField
          label={t('name')}
          name="name"
          autoComplete="name"
          defaultValue={fullName}
          error={errors.name}
        />
        <EmailField error={errors.email} defaultValue={user?.email ?? ''} />
        <PhoneInput
          label={shop('phone')}
          onValueChange={(_, result) => setPhone(result.e164 ?? result.input)}
        />
        {errors.phone ? (
          <p className="matjar-field-error" role="alert">
            {errors.phone}
          </p>
        ) : null}
        <div className="matjar-field" data-invalid={errors.message ? '' : undefined}>
          <label htmlFor={`${fileInputId}-message`} className="matjar-field-label">
            {t('message')}
          </label>
          <textarea
            id={`${fileInputId}-message`}
            name="message"
            rows={6}
            className="matjar-field-input shop-textarea"
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${fileInputId}-message-error` : undefined}
          />
          {errors.message ? (
            <p id={`${fileInputId}-message-error`} className="matjar-field-error" role="alert">
              {errors.message}
            </p>
          ) : null}
        </div>
        <div className="matjar-field" data-invalid={errors.attachments ? '' : undefined}>
          <label htmlFor={fileInputId} className="matjar-field-label">
            {t('attachments')}
          </label>
          <input
            id={fileInputId}
            type="file"
            multiple
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
            onChange={pickFiles}
            aria-invalid={errors.attachments ? true : undefined}
            aria-describedby={errors.attachments ? `${fileInputId}-error` : undefined}
          />
          {errors.attachments ? (
            <p id={`${fileInputId}-error`} className="matjar-field-error" role="alert">
              {errors.attachments}
            </p>
          ) : null}
          {files.length > 0 ? (
            <ul className="shop-file-list">
              {files.map((file, index) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                  <span dir="ltr">{file.name}</span>{' '}
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setFiles(files.filter((_, other) => other !== index))}
                  >
                    {t('removeFile', { name: file.name })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <Button type="submit" size="lg" disabled={busy}>
          {t('send')}
        </Button>
      </form>
    </div>
  )
}

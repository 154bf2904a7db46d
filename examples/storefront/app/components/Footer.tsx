import { useLocale } from '@matjar/react'
import { WhatsAppButton } from '@matjar/ui'
import { translate } from '../messages.ts'

/** The shop's footer: where to find it and how to reach it, and the floating WhatsApp button. */
export function Footer({
  settings,
}: {
  settings: { whatsapp_number: string | null; contact_email: string; contact_phone: string } | null
}) {
  const { language } = useLocale()
  return (
    <footer className="shop-footer">
      <nav aria-label={translate(language, 'shopName')}>
        <a href="/products">{translate(language, 'products')}</a>
        <a href="/cart">{translate(language, 'cart')}</a>
        <a href="/auth">{translate(language, 'signIn')}</a>
      </nav>
      {settings ? (
        <p>
          <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a> ·{' '}
          <a href={`tel:${settings.contact_phone}`} dir="ltr">
            {settings.contact_phone}
          </a>
        </p>
      ) : null}
      <p>{translate(language, 'tagline')}</p>
      {settings?.whatsapp_number ? (
        <WhatsAppButton phone={settings.whatsapp_number} language={language} />
      ) : null}
    </footer>
  )
}

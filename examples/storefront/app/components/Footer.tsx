import { useLocale } from '@matjar/react'
import { WhatsAppButton } from '@matjar/ui'
import { translateContent } from '../content/content-messages.ts'
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
        {/* The shop's content (issue 10). */}
        <a href="/blogs">{translateContent(language, 'blogs')}</a>
        <a href="/about">{translateContent(language, 'about')}</a>
        <a href="/services">{translateContent(language, 'services')}</a>
        <a href="/contact-us">{translateContent(language, 'contactUs')}</a>
        <a href="/terms">{translateContent(language, 'terms')}</a>
        <a href="/privacy">{translateContent(language, 'privacy')}</a>
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

import { WhatsAppButton } from '@matjar/ui'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'

/** The shop's footer: where to find it and how to reach it, and the floating WhatsApp button. */
export function Footer({
  settings,
}: {
  settings: { whatsapp_number: string | null; contact_email: string; contact_phone: string } | null
}) {
  const t = useT(shopMessages)
  return (
    <footer className="shop-footer">
      <nav aria-label={t('shopName')}>
        <a href="/products">{t('products')}</a>
        <a href="/cart">{t('cart')}</a>
        <a href="/auth">{t('signIn')}</a>
        {/* The shop's content (issue 10). */}
        <a href="/blogs">{t('blogs')}</a>
        <a href="/about">{t('about')}</a>
        <a href="/services">{t('services')}</a>
        <a href="/contact-us">{t('contactUs')}</a>
        <a href="/terms">{t('terms')}</a>
        <a href="/privacy">{t('privacy')}</a>
      </nav>
      {settings ? (
        <p>
          <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a> ·{' '}
          <a href={`tel:${settings.contact_phone}`} dir="ltr">
            {settings.contact_phone}
          </a>
        </p>
      ) : null}
      <p>{t('tagline')}</p>
      {settings?.whatsapp_number ? <WhatsAppButton phone={settings.whatsapp_number} /> : null}
    </footer>
  )
}

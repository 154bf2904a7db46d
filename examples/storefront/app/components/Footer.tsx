import { useAuth } from '@matjar/react'
import { WhatsAppButton } from '@matjar/ui'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { ShopLink } from './ShopLink.tsx'

/** The shop's footer: where to find it and how to reach it, and the floating WhatsApp button. */
export function Footer({
  settings,
}: {
  settings: { whatsapp_number: string | null; contact_email: string; contact_phone: string } | null
}) {
  const t = useT(shopMessages)
  const { isSignedIn } = useAuth()
  return (
    <footer className="shop-footer">
      <nav aria-label={t('shopName')}>
        <ShopLink to="/products">{t('products')}</ShopLink>
        <ShopLink to="/cart">{t('cart')}</ShopLink>
        {/* A signed-in customer is not asked to sign in again: their account instead. */}
        {isSignedIn ? (
          <ShopLink to="/user-profile">{t('myAccount')}</ShopLink>
        ) : (
          <ShopLink to="/auth">{t('signIn')}</ShopLink>
        )}
        {/* The shop's content. */}
        <ShopLink to="/blogs">{t('blogs')}</ShopLink>
        <ShopLink to="/about">{t('about')}</ShopLink>
        <ShopLink to="/services">{t('services')}</ShopLink>
        <ShopLink to="/contact-us">{t('contactUs')}</ShopLink>
        <ShopLink to="/terms">{t('terms')}</ShopLink>
        <ShopLink to="/privacy">{t('privacy')}</ShopLink>
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
      {settings?.whatsapp_number ? (
        <WhatsAppButton className="shop-whatsapp" phone={settings.whatsapp_number} />
      ) : null}
    </footer>
  )
}

import { useLocale } from '@matjar/react'
import { Button } from '@matjar/ui'
import { accountTitle } from '../../account/account-meta.ts'
import { INVOICE_CSS, InvoiceDocument } from '../../account/InvoiceDocument.tsx'
import { loadInvoice } from '../../account/invoice.server.ts'
import { SectionError } from '../../account/SectionError.tsx'
import { LeftToRightValue } from '../../components/LeftToRightValue.tsx'
import { ShopLink } from '../../components/ShopLink.tsx'
import { accountMessages } from '../../messages/account.ts'
import { shopMessages } from '../../messages/shop.ts'
import { useT } from '../../messages/use-t.ts'
import type { Route } from './+types/invoice'

export const loader = async ({ request, params }: Route.LoaderArgs) => ({
  invoice: await loadInvoice(request, params.id),
})

export function ErrorBoundary() {
  return <SectionError failure="order.invoice_load_failed" />
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) =>
  page ? accountTitle(matches, 'invoice') : []

/** `/user-profile/orders/{id}/invoice`: the tax invoice, to print (or save as PDF) or download. */
export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const t = useT(accountMessages)
  // The invoice says everything in both languages: the other one's words load too.
  const other = language === 'ar' ? 'en' : 'ar'
  useT(accountMessages, other)
  useT(shopMessages, other)
  const { invoice } = loaderData
  return (
    <div className="shop-account-stack">
      <style>{INVOICE_CSS}</style>
      <p className="shop-no-print">
        <ShopLink to={`/user-profile/orders/${invoice.order_id}`}>
          <LeftToRightValue
            message={(number) => t('orderDetails', { number })}
            value={invoice.order_number}
            className="shop-nowrap"
          />
        </ShopLink>
      </p>
      <InvoiceDocument invoice={invoice} language={language} />
      <div className="shop-account-actions shop-no-print">
        <Button onClick={() => window.print()}>{t('printInvoice')}</Button>
        <a
          className="matjar-button"
          data-variant="outline"
          href={invoice.pdf_url ?? `/user-profile/orders/${invoice.order_id}/invoice/download`}
          download
        >
          {t('downloadInvoice')}
        </a>
      </div>
    </div>
  )
}

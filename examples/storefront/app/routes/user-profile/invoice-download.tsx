import { directionOf, LANGUAGES } from '@matjar/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { INVOICE_CSS, InvoiceDocument } from '../../account/InvoiceDocument.tsx'
import { loadInvoice } from '../../account/invoice.server.ts'
import { accountMessages } from '../../messages/account.ts'
import { shopMessages } from '../../messages/shop.ts'
import { languageOf } from '../../preferences.ts'
import type { Route } from './+types/invoice-download'

/**
 * `/user-profile/orders/{id}/invoice/download`: the invoice as one self-contained HTML file (its
 * styles and QR code inside), to keep or print anywhere, in the shopper's language.
 */
export const loader = async ({ request, params }: Route.LoaderArgs) => {
  const language = languageOf(request)
  const invoice = await loadInvoice(request, params.id)
  // Every label in both languages.
  await Promise.all(
    LANGUAGES.flatMap((each) =>
      [accountMessages, shopMessages].map((messages) => messages.load(each)),
    ),
  )
  const page = renderToStaticMarkup(
    <html lang={language} dir={directionOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <title>{invoice.invoice_number}</title>
        <style>{`body{font-family:system-ui,sans-serif;margin:2rem;color:#2a1a10}${INVOICE_CSS}`}</style>
      </head>
      <body>
        <InvoiceDocument invoice={invoice} language={language} />
      </body>
    </html>,
  )
  const html = `<!doctype html>${page}`
  const fileName = `invoice-${invoice.invoice_number.replace(/[^\w.-]+/g, '-')}.html`
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

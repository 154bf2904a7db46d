import {
  directionOf,
  formatMoney,
  type Invoice,
  type Language,
  type Messages,
  type MessageValues,
} from '@matjar/core'
import { formatDateTime } from '../dates.ts'
import { accountMessages } from '../messages/account.ts'
import { shopMessages } from '../messages/shop.ts'
import { AddressLine } from './AddressLine.tsx'
import { OrderTotals } from './OrderTotals.tsx'
import { QrCode } from './QrCode.tsx'

/**
 * A simplified tax invoice as Saudi shops print them: every label in the shopper's language with
 * the other one beside it, the lines and amounts, and the ZATCA QR code. No hooks, so the same
 * component renders the page and the downloaded file; the account's and the shop's words must be
 * loaded in both languages.
 */
export function InvoiceDocument({ invoice, language }: { invoice: Invoice; language: Language }) {
  const other: Language = language === 'ar' ? 'en' : 'ar'
  const both = <Key extends string>(messages: Messages<Key>, key: Key, values?: MessageValues) => (
    <>
      {messages.translate(language, key, values)}{' '}
      <span lang={other} dir={directionOf(other)} className="shop-invoice-other">
        {messages.translate(other, key, values)}
      </span>
    </>
  )
  const money = (amount: Invoice['total_price']) => formatMoney(amount, language)
  return (
    <article className="shop-invoice" aria-labelledby="invoice-title" data-testid="invoice">
      <header className="shop-invoice-head">
        <div>
          <h1 id="invoice-title">{both(shopMessages, 'invoice')}</h1>
          <dl className="shop-invoice-facts">
            <div>
              <dt>{both(accountMessages, 'invoiceNumber')}</dt>
              <dd>
                <bdi dir="ltr" className="shop-nowrap">
                  {invoice.invoice_number}
                </bdi>
              </dd>
            </div>
            <div>
              <dt>{both(shopMessages, 'orderNumber', { number: '' })}</dt>
              <dd>
                <bdi dir="ltr" className="shop-nowrap">
                  {invoice.order_number}
                </bdi>
              </dd>
            </div>
            <div>
              <dt>{both(accountMessages, 'issuedAt')}</dt>
              <dd>
                <time dateTime={invoice.issued_at}>
                  {formatDateTime(language, invoice.issued_at)}
                </time>
              </dd>
            </div>
            <div>
              <dt>{both(accountMessages, 'seller')}</dt>
              <dd>
                <bdi>{invoice.seller_names[language]}</bdi>{' '}
                <bdi lang={other} className="shop-invoice-other">
                  {invoice.seller_names[other]}
                </bdi>
              </dd>
            </div>
            <div>
              <dt>{both(accountMessages, 'vatNumber')}</dt>
              <dd>
                <bdi dir="ltr">{invoice.seller_vat_number}</bdi>
              </dd>
            </div>
            <div>
              <dt>{both(accountMessages, 'buyer')}</dt>
              <dd>
                <bdi>{invoice.buyer_name}</bdi>
              </dd>
            </div>
            <div>
              <dt>{both(accountMessages, 'deliveryTo')}</dt>
              <dd>
                <AddressLine
                  language={language}
                  parts={[
                    invoice.delivery_address.details,
                    invoice.delivery_address.city_name,
                    invoice.delivery_address.state_name,
                  ]}
                />
              </dd>
            </div>
          </dl>
        </div>
        <QrCode value={invoice.zatca_qr} label={accountMessages.translate(language, 'qrCode')} />
      </header>
      <table className="shop-ledger shop-invoice-lines">
        <thead>
          <tr>
            <th scope="col">{both(accountMessages, 'product')}</th>
            <th scope="col">{both(shopMessages, 'quantity')}</th>
            <th scope="col">{both(accountMessages, 'unitPrice')}</th>
            <th scope="col">{both(accountMessages, 'amount')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item) => (
            <tr key={`${item.product_id}-${item.product_type}-${item.selection_id ?? 0}`}>
              <td>
                <bdi>{item.name}</bdi>
                {item.selection_name ? (
                  <>
                    {' '}
                    (<bdi>{item.selection_name}</bdi>)
                  </>
                ) : null}
              </td>
              <td data-amount="">{item.quantity}</td>
              <td data-amount="">{money(item.price)}</td>
              <td data-amount="">{money(item.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals order={invoice} language={language} vatRate={invoice.vat_rate_percent} />
    </article>
  )
}

/**
 * The invoice's own look: inlined in the downloaded file, and on the page (with the theme's colours).
 * On a phone a fact's value goes under its label when both do not fit beside each other (a number
 * kept whole is wider than what a 12rem label leaves), and the lines' cells pad less: nothing is
 * wider than a 320 px screen.
 */
export const INVOICE_CSS = `
.shop-invoice { display: grid; gap: 1.25rem; max-inline-size: 48rem; }
.shop-invoice .shop-nowrap { white-space: nowrap; }
.shop-invoice-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 1.5rem; align-items: start; }
.shop-invoice h1 { margin-block: 0 0.75rem; font-size: 1.5rem; }
.shop-invoice-other { color: var(--matjar-color-text-muted, #6e5a4c); font-weight: 400; font-size: 0.85em; }
.shop-invoice-facts { display: grid; gap: 0.3rem; margin: 0; }
.shop-invoice-facts div { display: flex; flex-wrap: wrap; column-gap: 0.75rem; }
.shop-invoice-facts dt { min-inline-size: min(12rem, 100%); color: var(--matjar-color-text-muted, #6e5a4c); }
.shop-invoice-facts dd { margin: 0; font-weight: 600; }
.shop-invoice .shop-ledger { inline-size: 100%; border-collapse: collapse; }
.shop-invoice .shop-ledger th, .shop-invoice .shop-ledger td { text-align: start; padding: 0.5rem; border-block-end: 1px solid var(--matjar-color-border, #e4d6c6); vertical-align: top; }
.shop-invoice .shop-summary { margin: 0; max-inline-size: 24rem; margin-inline-start: auto; }
.shop-invoice .shop-summary div { display: flex; justify-content: space-between; gap: 1rem; padding-block: 0.2rem; }
.shop-invoice .shop-summary dd { margin: 0; font-weight: 600; }
.shop-qr { background: #fff; padding: 4px; }
@media (max-width: 24rem) {
  .shop-invoice .shop-ledger th, .shop-invoice .shop-ledger td { padding-inline: 0.25rem; }
}
`

import { readFileSync } from 'node:fs'
import { apiUrl } from '../playwright.config.ts'
import {
  customerWithOrder,
  deliver,
  fillCart,
  invoiceOf,
  PASSWORD,
  productFor,
  signInBrowser,
  signUp,
} from '../support/customer.ts'
import { chooseLanguage } from '../support/language.ts'
import { expect, failedResource, type Page, test } from '../support/test.ts'
import { words } from './user-profile.words.ts'

/** A toast with this text (the region keeps each 2.5 s). */
const toast = (page: Page, text: string) => page.locator('.matjar-toast').filter({ hasText: text })

for (const language of ['en', 'ar'] as const) {
  const w = words[language]

  test(`${language}: a customer recharges the wallet, pays an order with it, cancels it and finds the refund`, async ({
    page,
    context,
    request,
    allowProblems,
  }) => {
    // An amount that is no amount is refused (400) by the page's action, on purpose.
    allowProblems(failedResource(400, '/user-profile/wallet'))
    test.setTimeout(90_000)
    const customer = await signUp(request, 'Sara')
    await chooseLanguage(context, language)

    // Signed out, the wallet sends to sign-in, which brings the customer back.
    await page.goto('/user-profile/wallet')
    // In the shopper's language: the Arabic sign-in, back to the Arabic wallet.
    await expect(page).toHaveURL(
      language === 'ar'
        ? /\/ar\/auth\?redirect=%2Far%2Fuser-profile%2Fwallet$/
        : /\/auth\?redirect=%2Fuser-profile%2Fwallet$/,
    )
    await expect(page.locator('html')).toHaveAttribute('dir', w.dir)
    const main = page.getByRole('main')
    await main.getByLabel(w.email).fill(customer.email)
    await main.getByLabel(w.password, { exact: true }).fill(PASSWORD)
    await main.getByRole('button', { name: w.signIn }).click()
    await expect(page).toHaveURL(/\/user-profile\/wallet$/)
    await expect(page.getByTestId('wallet-balance')).toContainText('0.00')

    await main.getByLabel(w.rechargeAmount).fill('abc')
    await main.getByRole('button', { name: w.rechargeByCard }).click()
    await expect(main.getByText(w.amountInvalid)).toBeVisible()
    await main.getByLabel(w.rechargeAmount).fill('250')
    await main.getByRole('button', { name: w.rechargeByCard }).click()
    // The card is taken on the provider's (test) page, which sends the customer back.
    await expect(page).toHaveURL(/\/test-payments\//)
    await page.locator('input[name="card"]').fill('4242 4242 4242 4242')
    await page.locator('input[name="expiry"]').fill('12/39')
    await page.locator('input[name="cvc"]').fill('123')
    await page.locator('button[value="pay"]').click()
    await expect(page).toHaveURL(/\/user-profile\/wallet$/)
    await expect(toast(page, w.recharged)).toBeVisible()
    await expect(page.getByTestId('wallet-balance')).toContainText('250.00')
    await expect(page.getByTestId('wallet-transactions')).toContainText(w.kindRecharge)
    // The line says what happened, not the card payment's id (issue 35, item 10).
    await expect(page.getByTestId('wallet-transactions')).not.toContainText(/test_|recharge-/)

    // Checkout paying from the wallet.
    const product = await productFor(request, 30)
    await fillCart(request, customer, product.id, 1)
    await page.goto('/cart')
    await main.getByLabel(w.details).fill('King Fahd Road, building 7')
    await main.getByRole('radio', { name: w.wallet }).click()
    await main.getByRole('button', { name: w.placeOrder }).click()
    await expect(main.getByText(w.confirmed)).toBeVisible()

    // The order waits under the current orders; cancelled after the confirmation prompt.
    await page.goto('/user-profile/new-orders')
    const listed = main.getByTestId('order').first()
    await expect(listed).toContainText(w.methodWallet)
    await expect(listed.locator('.shop-muted')).toContainText(w.oneItem)
    await listed.getByRole('link').click()
    await expect(page).toHaveURL(/\/user-profile\/orders\/\d+$/)
    await main.getByRole('button', { name: w.cancelOrder }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(w.cancelConfirm)
    await dialog.getByRole('button', { name: w.cancelOrder }).click()
    await expect(toast(page, w.cancelled)).toBeVisible()
    await expect(main.locator('header .shop-status')).toHaveText(w.statusCancelled)
    await expect(main.locator('header')).toContainText(w.paymentRefunded)
    await expect(main.getByRole('button', { name: w.cancelOrder })).toHaveCount(0)

    // The refund is in the wallet: paid, then given back; the balance is whole again.
    await page.goto('/user-profile/wallet')
    const ledger = page.getByTestId('wallet-transactions')
    await expect(ledger).toContainText(w.kindPayment)
    await expect(ledger).toContainText(w.kindRefund)
    await expect(page.getByTestId('wallet-balance')).toContainText('250.00')
  })

  test(`${language}: a delivered order is rated and its invoice opened and downloaded; its points become balance`, async ({
    page,
    context,
    request,
    allowProblems,
    baseURL,
  }) => {
    // Too few points to convert is refused (400) by the page's action, on purpose.
    allowProblems(failedResource(400, '/user-profile/points'))
    test.setTimeout(90_000)
    // Enough for 500 points (one per riyal of a delivered order).
    const { customer, orderId } = await customerWithOrder(request, 'Huda', 520)
    await deliver(request, orderId)
    await signInBrowser(context, baseURL!, customer, language)
    const main = page.getByRole('main')

    await page.goto('/user-profile/finished-orders')
    const listed = main.getByTestId('order').first()
    await expect(listed).toContainText(w.statusDelivered)
    await listed.getByRole('link').click()
    await main.getByRole('radio', { name: w.good }).click()
    await main.getByLabel(w.comment).fill('Quick delivery, well packed')
    await main.getByRole('button', { name: w.sendRating }).click()
    await expect(toast(page, w.rated)).toBeVisible()
    await expect(main.getByText(w.ratedWith)).toBeVisible()
    await expect(main.getByRole('button', { name: w.sendRating })).toHaveCount(0)

    await main.getByRole('link', { name: w.viewInvoice }).click()
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(w.invoice)
    const invoice = await invoiceOf(request, customer, orderId)
    await expect(main.getByTestId('invoice')).toContainText(invoice.invoice_number)
    await expect(main.getByRole('img', { name: w.qr })).toHaveAttribute('data-qr', invoice.zatca_qr)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('link', { name: w.download }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^invoice-.+\.html$/)
    const file = readFileSync((await download.path())!, 'utf8')
    expect(file).toContain(invoice.invoice_number)
    expect(file).toContain(`dir="${w.dir}"`)

    await page.goto('/user-profile/points')
    const balance = page.getByTestId('points-balance')
    const points = async () => Number((await balance.textContent())?.replace(/\D/g, ''))
    await expect.poll(points).toBeGreaterThanOrEqual(500)
    const before = await points()
    await main.getByLabel(w.pointsToConvert).fill('10')
    await main.getByRole('button', { name: w.convert }).click()
    await expect(main.getByText(w.tooFew)).toBeVisible()
    await main.getByLabel(w.pointsToConvert).fill('500')
    await main.getByRole('button', { name: w.convert }).click()
    await expect(toast(page, w.converted)).toBeVisible()
    await expect(balance).toContainText(String(before - 500))

    await page.goto('/user-profile/wallet')
    await expect(page.getByTestId('wallet-transactions')).toContainText(w.kindPoints)
    await expect(page.getByTestId('wallet-balance')).toContainText('5.00')
  })

  test(`${language}: addresses are added, refused when invalid, edited and deleted; a favourite survives a reload; the profile is edited`, async ({
    page,
    context,
    request,
    allowProblems,
    baseURL,
  }) => {
    // A too short name is refused (400) and a second address of the same name (409), on purpose:
    // the forms are posted to the page's action.
    allowProblems(
      failedResource(400, '/user-profile/addresses'),
      failedResource(409, '/user-profile/addresses'),
    )
    test.setTimeout(90_000)
    const customer = await signUp(request, 'Noor')
    await signInBrowser(context, baseURL!, customer, language)
    const main = page.getByRole('main')

    await page.goto('/user-profile/addresses')
    await expect(main.getByTestId('empty')).toContainText(w.noAddresses)
    const fillAddress = async (name: string) => {
      await main.getByLabel(w.addressName).fill(name)
      await main.getByLabel(w.state, { exact: true }).selectOption('SA-01')
      await main.getByLabel(w.city, { exact: true }).selectOption('riyadh')
      await main.getByLabel(w.addressDetails).fill('King Fahd Road, building 7')
      await main.getByRole('textbox', { name: w.phone }).fill('0512345678')
    }
    await main.getByRole('button', { name: w.addAddress }).click()
    await fillAddress('H')
    await main.getByRole('button', { name: w.save }).click()
    await expect(main.getByText(w.nameLength)).toBeVisible()
    await main.getByLabel(w.addressName).fill('Home')
    await main.getByRole('button', { name: w.save }).click()
    await expect(toast(page, w.added)).toBeVisible()
    await expect(main.getByTestId('address')).toHaveCount(1)

    await main.getByRole('button', { name: w.edit }).click()
    await main.getByLabel(w.addressDetails).fill('Olaya Street, tower 3')
    await main.getByRole('button', { name: w.save }).click()
    await expect(toast(page, w.edited)).toBeVisible()
    await expect(main.getByTestId('address')).toContainText('Olaya Street, tower 3')

    // The API refuses a second address of the same name; its reason shows under the name. The
    // "edited" toast sits over the Add button for its 2.5 s: a click then can land on the toast
    // (CI-4 on 2026-11-27: clicked, no navigation), so the shopper's next click comes after it.
    await expect(toast(page, w.edited)).toBeHidden()
    await main.getByRole('button', { name: w.addAddress }).click()
    await fillAddress('Home')
    await main.getByRole('button', { name: w.save }).click()
    await expect(main.locator('.matjar-field[data-invalid]')).toHaveCount(1)
    await main.getByRole('link', { name: w.cancel, exact: true }).click()
    await expect(page).toHaveURL(/\/user-profile\/addresses$/)
    await expect(main.getByTestId('address')).toHaveCount(1)

    await main.getByRole('button', { name: w.delete }).click()
    await page.getByRole('dialog').getByRole('button', { name: w.deleteButton }).click()
    await expect(toast(page, w.deleted)).toBeVisible()
    await expect(main.getByTestId('empty')).toContainText(w.noAddresses)

    // A favourite from the product page is there after a reload, under favourites.
    const product = await productFor(request, 1)
    await page.goto(`/product/${product.id}`)
    await main.getByRole('button', { name: w.favourite, exact: true }).click()
    await expect(main.getByRole('button', { name: w.favourite, exact: true })).toHaveCount(0)
    await page.reload()
    await page.goto('/user-profile/favorites-list')
    const names = (await (
      await request.get(`${apiUrl}/data/products/${product.id}`, {
        headers: { 'Accept-Language': language },
      })
    ).json()) as {
      data: { product: { name: string } }
    }
    const name = names.data.product.name
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(name)
    await page.reload()
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(name)
    await main.getByRole('button', { pressed: true }).click()
    await expect(main.getByText(w.noFavourites)).toBeVisible()

    await page.goto('/user-profile/profile')
    // The saved +966 number shows once: the country button has the code, the field the rest.
    await expect(main.getByRole('textbox', { name: w.phone })).toHaveValue('0512345678')
    await main.getByLabel(w.firstName).fill('Nora')
    await main.getByRole('button', { name: w.save }).click()
    await expect(toast(page, w.profileSaved)).toBeVisible()
    await expect(page.getByRole('banner')).toContainText(w.hello)
  })

  test(`${language}: an order that is not the customer's is the 404 view, inside the account`, async ({
    page,
    context,
    request,
    allowProblems,
    baseURL,
  }) => {
    allowProblems(failedResource(404, '/user-profile/orders/'))
    const { orderId: theirs } = await customerWithOrder(request, 'Dana', 30)
    const customer = await signUp(request, 'Reem')
    await signInBrowser(context, baseURL!, customer, language)
    const main = page.getByRole('main')
    await page.goto(`/user-profile/orders/${theirs}`)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(w.notFound)
    await expect(
      page.getByRole('navigation').getByRole('link', { name: w.newOrders }),
    ).toBeVisible()
  })
}

test('a session the API no longer accepts is sent to sign in, and its cookie is dropped', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: '_token', value: 'expired-or-revoked', url: baseURL! }])
  await page.goto('/user-profile/points')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fuser-profile%2Fpoints$/)
  const cookies = await context.cookies(baseURL!)
  expect(cookies.find((cookie) => cookie.name === '_token')).toBeUndefined()
})

import { apiUrl } from '../playwright.config.ts'
import {
  lastMailTo,
  PASSWORD,
  signedInWithHistory,
  signInBrowser,
  signUp,
} from '../support/customer.ts'
import { expect, failedResource, test } from '../support/test.ts'
import { words } from './account-forms-no-script.words.ts'

// The account's forms are plain forms of their routes' actions: with JavaScript off, the browser
// posts them, the server checks them and answers the page again, in the shopper's language.
test.use({ javaScriptEnabled: false })

const NEW_PASSWORD = 'Tamr#2026x'

for (const language of ['en', 'ar'] as const) {
  const w = words[language]

  test(`${language}: without JavaScript, the profile is edited, the password changed, an address refused then added and the wallet recharge leaves for the card page`, async ({
    page,
    context,
    request,
    allowProblems,
    baseURL,
  }) => {
    // The refused forms are answered 400, on purpose.
    allowProblems(
      failedResource(400, '/user-profile/profile'),
      failedResource(400, '/user-profile/addresses'),
      failedResource(400, '/user-profile/wallet'),
    )
    const customer = await signUp(request, 'Huda')
    await signInBrowser(context, baseURL!, customer, language)
    const main = page.getByRole('main')

    // The profile: an empty first name is refused, with the other names as they were typed.
    await page.goto('/user-profile/profile')
    await expect(page.locator('html')).toHaveAttribute('dir', w.dir)
    const details = main.locator('form').filter({ has: page.getByLabel(w.firstName) })
    await details.getByLabel(w.firstName).fill('')
    await details.getByLabel(w.lastName).fill('Haddad')
    await details.getByRole('button', { name: w.save }).click()
    await expect(details.getByText(w.firstNameRequired)).toBeVisible()
    await expect(details.getByLabel(w.lastName)).toHaveValue('Haddad')
    await details.getByLabel(w.firstName).fill('Nora')
    await details.getByRole('button', { name: w.save }).click()
    await expect(main.getByRole('status')).toHaveText(w.profileSaved)
    await page.goto('/user-profile/profile')
    await expect(main.getByLabel(w.firstName)).toHaveValue('Nora')
    await expect(main.getByLabel(w.lastName)).toHaveValue('Haddad')

    // The password: a confirmation that differs is refused; then it changes.
    const password = main
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: w.changePassword }) })
    await password.getByLabel(w.currentPassword).fill(PASSWORD)
    await password.getByLabel(w.newPassword, { exact: true }).fill(NEW_PASSWORD)
    await password.getByLabel(w.confirmNewPassword).fill('Tamr#2026y')
    await password.getByRole('button', { name: w.changePassword }).click()
    await expect(password.getByText(w.mismatch)).toBeVisible()
    await password.getByLabel(w.currentPassword).fill(PASSWORD)
    await password.getByLabel(w.newPassword, { exact: true }).fill(NEW_PASSWORD)
    await password.getByLabel(w.confirmNewPassword).fill(NEW_PASSWORD)
    await password.getByRole('button', { name: w.changePassword }).click()
    await expect(main.getByRole('status')).toHaveText(w.passwordChanged)
    const signIn = await request.post(`${apiUrl}/auth/login`, {
      headers: { 'x-forwarded-for': '198.19.7.7' },
      data: { email: customer.email, password: NEW_PASSWORD },
    })
    expect(signIn.status()).toBe(200)

    // An address: Cancel closes the form at the page's own address (no `?` left behind).
    await page.goto('/user-profile/addresses')
    await main.getByRole('button', { name: w.addAddress }).click()
    await expect(page).toHaveURL(/\?address=new$/)
    await main.getByRole('link', { name: w.cancel, exact: true }).click()
    await expect(page).toHaveURL(/\/user-profile\/addresses$/)
    await expect(main.getByLabel(w.addressName)).toHaveCount(0)
    // Too short a name is refused with the rest kept; then it is added.
    await main.getByRole('button', { name: w.addAddress }).click()
    await main.getByLabel(w.addressName).fill('H')
    await main.getByLabel(w.addressDetails).fill('King Fahd Road, building 7')
    await main.getByRole('textbox', { name: w.phone }).fill('0512345678')
    await main.getByRole('button', { name: w.save }).click()
    await expect(main.getByText(w.nameLength)).toBeVisible()
    await expect(main.getByLabel(w.addressDetails)).toHaveValue('King Fahd Road, building 7')
    await expect(main.getByRole('textbox', { name: w.phone })).toHaveValue('0512345678')
    await main.getByLabel(w.addressName).fill('Home')
    await main.getByRole('button', { name: w.save }).click()
    await expect(main.getByRole('status')).toHaveText(w.added)
    await expect(main.getByTestId('address')).toHaveCount(1)
    await expect(main.getByTestId('address')).toContainText('King Fahd Road, building 7')

    // The wallet: an amount that is none is refused and kept; a good one leaves for the card page.
    await page.goto('/user-profile/wallet')
    await main.getByLabel(w.rechargeAmount).fill('abc')
    await main.getByRole('button', { name: w.rechargeByCard }).click()
    await expect(main.getByText(w.amountInvalid)).toBeVisible()
    await expect(main.getByLabel(w.rechargeAmount)).toHaveValue('abc')
    await main.getByLabel(w.rechargeAmount).fill('50')
    await main.getByRole('button', { name: w.rechargeByCard }).click()
    await expect(page).toHaveURL(/\/test-payments\//)
  })

  test(`${language}: without JavaScript, an order is cancelled after a confirmation step, a delivered one rated with radio buttons and an address deleted after a confirmation step`, async ({
    page,
    context,
    request,
    allowProblems,
  }) => {
    // A rating sent with no star chosen is refused (400), on purpose.
    allowProblems(failedResource(400, '/user-profile/orders/'))
    test.setTimeout(90_000)
    const orders = await signedInWithHistory(context, request, language)
    const main = page.getByRole('main')

    // Cancelling asks first: the page itself asks; keeping the order changes nothing.
    await page.goto(`/user-profile/orders/${orders.pending}`)
    await expect(page.locator('html')).toHaveAttribute('dir', w.dir)
    await main.getByRole('button', { name: w.cancelOrder }).click()
    await expect(page).toHaveURL(/\?confirm=cancel$/)
    const asking = main.getByRole('region', { name: w.cancelOrder })
    await expect(asking).toContainText(w.cancelConfirm)
    await asking.getByRole('link', { name: w.keepOrder }).click()
    await expect(page).toHaveURL(/\/user-profile\/orders\/\d+$/)
    await expect(asking).toHaveCount(0)
    await main.getByRole('button', { name: w.cancelOrder }).click()
    await asking.getByRole('button', { name: w.cancelOrder }).click()
    await expect(main.getByRole('status')).toHaveText(w.cancelled)
    await expect(main.locator('header .shop-status')).toHaveText(w.statusCancelled)
    await expect(main.getByRole('button', { name: w.cancelOrder })).toHaveCount(0)

    // The stars are radio buttons: none chosen is refused, a choice and a comment are sent.
    await page.goto(`/user-profile/orders/${orders.delivered}`)
    await main.getByRole('button', { name: w.sendRating }).click()
    await expect(main.getByText(w.chooseRating)).toBeVisible()
    await main.getByRole('radio', { name: w.good, exact: true }).check()
    await main.getByLabel(w.comment).fill('Quick delivery, well packed')
    await main.getByRole('button', { name: w.sendRating }).click()
    await expect(main.getByRole('status')).toHaveText(w.rated)
    await expect(main.getByText(w.ratedWith)).toBeVisible()
    await expect(main.getByRole('button', { name: w.sendRating })).toHaveCount(0)

    // Deleting an address asks in its card, naming it; cancelling keeps it.
    await page.goto('/user-profile/addresses')
    const cards = main.getByTestId('address')
    await expect(cards).toHaveCount(2)
    const name = (await cards.first().locator('h2 bdi').textContent()) ?? ''
    await main.getByRole('button', { name: w.deleteAddress(name) }).click()
    await expect(page).toHaveURL(/\?delete=\d+$/)
    const deleting = main.getByRole('region', { name: w.deleteAddress(name) })
    await expect(deleting).toContainText(w.deleteConfirm(name))
    await deleting.getByRole('link', { name: w.cancel, exact: true }).click()
    await expect(page).toHaveURL(/\/user-profile\/addresses$/)
    await expect(cards).toHaveCount(2)
    await main.getByRole('button', { name: w.deleteAddress(name) }).click()
    await deleting.getByRole('button', { name: w.deleteButton, exact: true }).click()
    await expect(main.getByRole('status')).toHaveText(w.deleted)
    await expect(cards).toHaveCount(1)
    await expect(main.getByText(name)).toHaveCount(0)
  })

  test(`${language}: without JavaScript, a shopper signs up with the mailed code, is refused a wrong password, then signs in where ?redirect= says (another site's: home)`, async ({
    page,
    context,
    baseURL,
    allowProblems,
  }) => {
    // The refused forms are answered 400 (the form's check), 401 (the API's) and 403 (no token).
    allowProblems(
      failedResource(400, '/auth'),
      failedResource(401, '/auth'),
      failedResource(403, '/auth'),
    )
    test.setTimeout(90_000)
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }])
    const main = page.getByRole('main')
    const home = language === 'ar' ? '/ar' : '/'
    // A fresh account's cart is empty: once signed in without a ?redirect=, the shopper lands home.
    const email = `layla.${crypto.randomUUID().slice(0, 8)}@example.com`

    // Signing up: a confirmation that differs is refused with the rest kept; then the code step.
    await page.goto('/auth?page=register')
    await expect(page.locator('html')).toHaveAttribute('dir', w.dir)
    await main.getByLabel(w.userName).fill('layla')
    await main.getByLabel(w.firstName).fill('Layla')
    await main.getByLabel(w.lastName).fill('Saleh')
    await main.getByLabel(w.email).fill(email)
    await main.getByRole('textbox', { name: w.phone }).fill('0512345678')
    await main.getByLabel(w.password, { exact: true }).fill(PASSWORD)
    await main.getByLabel(w.confirmPassword).fill(`${PASSWORD}x`)
    await main.getByLabel(w.acceptTerms).check()
    await main.getByRole('button', { name: w.register }).click()
    await expect(main.getByText(w.mismatch)).toBeVisible()
    await expect(main.getByLabel(w.email)).toHaveValue(email)
    await expect(main.getByLabel(w.firstName)).toHaveValue('Layla')
    await main.getByLabel(w.password, { exact: true }).fill(PASSWORD)
    await main.getByLabel(w.confirmPassword).fill(PASSWORD)
    await main.getByLabel(w.acceptTerms).check()
    await main.getByRole('button', { name: w.register }).click()
    await expect(main.getByRole('heading', { name: w.confirmTitle })).toBeVisible()
    const { code } = await lastMailTo(email)
    await main.getByLabel(w.code).fill(code === '00000000' ? '11111111' : '00000000')
    await main.getByRole('button', { name: w.confirm }).click()
    await expect(main.getByRole('alert')).toHaveText(w.wrongCode)
    await main.getByLabel(w.code).fill(code)
    await main.getByRole('button', { name: w.confirm }).click()
    await expect(page).toHaveURL(`${baseURL}${home}`)
    // The page the server sent greets her: no script ran to say who is signed in.
    await expect(page.getByRole('banner').getByText(w.helloLayla)).toBeVisible()
    // The session is the HttpOnly cookie the shop's server set; the page holds no token.
    const session = (await context.cookies()).find((cookie) => cookie.name === '_token')
    expect(session?.httpOnly).toBe(true)
    expect(session?.sameSite).toBe('Lax')
    expect(await page.content()).not.toContain(session!.value)
    expect(page.url()).not.toContain(session!.value)
    // Signed in: the account opens, with the new account's name.
    await page.goto('/user-profile/profile')
    await expect(main.getByLabel(w.firstName)).toHaveValue('Layla')

    // Signed out, a form posted without the page's CSRF token is refused, and signs nobody in.
    await context.clearCookies({ name: '_token' })
    const forged = await page.request.post(`${baseURL}${home.replace(/\/$/, '')}/auth`, {
      form: { intent: 'login', email, password: PASSWORD },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(403)
    expect((await context.cookies()).some((cookie) => cookie.name === '_token')).toBe(false)

    // Signing in: no password, then a wrong one, are refused in the page's language.
    await page.goto(`/auth?redirect=${encodeURIComponent('/user-profile/profile')}`)
    await main.getByLabel(w.email).fill(email)
    await main.getByRole('button', { name: w.signIn, exact: true }).click()
    await expect(main.getByText(w.passwordRequired)).toBeVisible()
    await expect(main.getByLabel(w.email)).toHaveValue(email)
    await main.getByLabel(w.password, { exact: true }).fill('Wrong#2025x')
    await main.getByRole('button', { name: w.signIn, exact: true }).click()
    await expect(main.getByRole('alert')).toHaveText(w.wrongCredentials)
    await main.getByLabel(w.password, { exact: true }).fill(PASSWORD)
    await main.getByRole('button', { name: w.signIn, exact: true }).click()
    await expect(page).toHaveURL(/\/user-profile\/profile$/)
    await expect(main.getByLabel(w.firstName)).toHaveValue('Layla')

    // A ?redirect= naming another host is refused: the shopper lands home, signed in.
    await context.clearCookies({ name: '_token' })
    await page.goto(`/auth?redirect=${encodeURIComponent('/\\evil.example/cart')}`)
    await main.getByLabel(w.email).fill(email)
    await main.getByLabel(w.password, { exact: true }).fill(PASSWORD)
    await main.getByRole('button', { name: w.signIn, exact: true }).click()
    await expect(page).toHaveURL(`${baseURL}${home}`)
    await page.goto('/user-profile/profile')
    await expect(main.getByLabel(w.firstName)).toHaveValue('Layla')
  })
}

import { apiUrl } from '../playwright.config.ts'
import { lastMailTo, signInBrowser, signUp } from '../support/customer.ts'
import { expect, test } from '../support/test.ts'

// Resetting a forgotten password and signing out are plain forms too: with JavaScript off the
// browser posts them (with the page's CSRF token) and the server answers in the page's language.
test.use({ javaScriptEnabled: false })

const NEW_PASSWORD = 'Nakhl#2026x'

const words = {
  en: {
    email: 'Email',
    sendCode: 'Send the code',
    resetTitle: 'Choose a new password',
    code: 'Code from the email',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    resetPassword: 'Set the new password',
    hello: /^Hello, Reem/,
    signOut: 'Sign out',
    accountMenu: 'Account sections',
  },
  ar: {
    email: 'البريد الإلكتروني',
    sendCode: 'أرسل الرمز',
    resetTitle: 'اختر كلمة مرور جديدة',
    code: 'الرمز من البريد',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور',
    resetPassword: 'احفظ كلمة المرور الجديدة',
    hello: /^أهلاً، Reem/,
    signOut: 'تسجيل الخروج',
    accountMenu: 'أقسام الحساب',
  },
} as const

for (const language of ['en', 'ar'] as const) {
  const w = words[language]
  const home = language === 'ar' ? '/ar' : '/'
  const at = (path: string) => (language === 'ar' ? `/ar${path}` : path)

  test(`${language}: without JavaScript, a forgotten password is reset by posted forms (the email never in the address), which signs in, and Sign out in the header ends the session`, async ({
    page,
    context,
    request,
  }) => {
    const customer = await signUp(request, 'Reem')
    await page.goto(at('/auth?page=_forget_password'))
    const main = page.getByRole('main')
    await main.getByLabel(w.email).fill(customer.email)
    await main.getByRole('button', { name: w.sendCode }).click()
    await expect(main.getByRole('heading', { name: w.resetTitle })).toBeVisible()
    // Posted: the address is the page's, with nothing of the email in it.
    expect(new URL(page.url()).search).toBe('?page=_forget_password')
    const { code } = await lastMailTo(customer.email)
    await main.getByLabel(w.code).fill(code)
    await main.getByLabel(w.newPassword, { exact: true }).fill(NEW_PASSWORD)
    await main.getByLabel(w.confirmPassword).fill(NEW_PASSWORD)
    await main.getByRole('button', { name: w.resetPassword }).click()
    await expect(page.getByRole('link', { name: w.hello })).toBeVisible()
    const signIn = await request.post(`${apiUrl}/auth/login`, {
      headers: { 'x-forwarded-for': '198.19.8.8' },
      data: { email: customer.email, password: NEW_PASSWORD },
    })
    expect(signIn.status()).toBe(200)

    // Sign out, from the header: home, signed out, the session cookie gone.
    await page.getByRole('banner').getByRole('button', { name: w.signOut }).click()
    await expect(page).toHaveURL(new RegExp(`${home === '/' ? '' : home}/?$`))
    await expect(page.getByRole('link', { name: w.hello })).toHaveCount(0)
    await expect(page.getByRole('button', { name: w.signOut })).toHaveCount(0)
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_token')
  })

  test(`${language}: without JavaScript, Sign out in the account menu (on a phone) ends the session at the API`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const customer = await signUp(request, 'Reem')
    await signInBrowser(context, baseURL!, customer, language)
    await page.goto(at('/user-profile/profile'))
    await page
      .getByRole('navigation', { name: w.accountMenu })
      .getByRole('button', { name: w.signOut })
      .click()
    await expect(page).toHaveURL(new RegExp(`${home === '/' ? '' : home}/?$`))
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_token')
    // The token the browser held no longer opens the account.
    const profile = await request.get(`${apiUrl}/auth/profile`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    })
    expect(profile.status()).toBe(401)
  })
}

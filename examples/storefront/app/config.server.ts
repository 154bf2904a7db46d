/** The storefront's configuration, read from the environment on the server only. */
export const readStorefrontConfig = (env: Record<string, string | undefined>) => ({
  /** Where the Storefront API answers, as the browser and the server both reach it. */
  apiUrl: env.API_URL ?? 'http://127.0.0.1:4000',
  /**
   * The shop's Google OAuth client id: when set, `/auth` offers "Sign in with Google" (the API
   * needs the same id in its own GOOGLE_CLIENT_ID). Unset or empty: no Google button, no script.
   */
  googleClientId: env.GOOGLE_CLIENT_ID?.trim() || null,
})

export const storefrontConfig = readStorefrontConfig(process.env)

/** The storefront's configuration, read from the environment on the server only. */
export const storefrontConfig = {
  /** Where the Storefront API answers, as the browser and the server both reach it. */
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4000',
}

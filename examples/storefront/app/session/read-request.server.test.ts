import { describe, expect, it } from 'vitest'
import { readShopRequest } from './read-request.server.ts'

const request = (path: string, cookie: string) =>
  new Request(`http://shop.test${path}`, { headers: { Cookie: cookie } })

describe('what the shop reads from a request', () => {
  it('takes the language from the address and the colour mode from the cookie', async () => {
    const arabic = await readShopRequest(
      request('/ar/product/61.data', 'lang=en; nuxt-color-mode=dark'),
    )
    expect(arabic).toMatchObject({ language: 'ar', colorMode: 'dark', signedIn: false })
    const english = await readShopRequest(request('/product/61', 'lang=ar'))
    expect(english).toMatchObject({ language: 'en', colorMode: 'light', customer: null })
  })
})

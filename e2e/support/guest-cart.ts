// A guest's cart made through the API, as the storefront's add-to-cart makes it, and named in
// the browser's storage (`guest-cart-uiid`) before every page loads. (customer.ts's
// `startGuestCart` names it once instead, for journeys in which the shopper signs in.)
import type { APIRequestContext, Page } from '@playwright/test'
import { apiUrl } from '../playwright.config.ts'

/** A new guest cart, `quantity` of the product put in it: its id and the API's answer. */
export const newGuestCart = async (
  request: APIRequestContext,
  productId: number,
  quantity: number,
) => {
  const uuid = crypto.randomUUID()
  const added = await request.post(`${apiUrl}/actions/product/add-to-cart`, {
    data: { product_id: productId, product_type: 'retail', quantity, uuid },
  })
  return { uuid, added }
}

/** A new guest cart holding `quantity` of the product, the cart of every page this test opens. */
export const guestCartWith = async (
  page: Page,
  request: APIRequestContext,
  productId: number,
  quantity: number,
) => {
  const { uuid } = await newGuestCart(request, productId, quantity)
  await page.addInitScript((id) => localStorage.setItem('guest-cart-uiid', id), uuid)
}

/**
 * The first of the shop's first thirty products that is on offer, in stock and without colours:
 * its cart line shows the price, the price before and the discount.
 */
export const discountedProduct = async (request: APIRequestContext) => {
  const listed = (await (await request.get(`${apiUrl}/data/products?per_page=30`)).json()) as {
    data: {
      items: { id: number; stock: number; has_selections: boolean; price_before: string | null }[]
    }
  }
  return listed.data.items.find((p) => p.price_before && p.stock > 3 && !p.has_selections)!
}

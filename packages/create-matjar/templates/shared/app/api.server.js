import { createStorefrontClient, isStorefrontError } from '@matjar/core'

// Where the Storefront API answers: MATJAR_API_URL when set, else the address chosen at creation.
export const apiUrl = process.env.MATJAR_API_URL ?? 'http://127.0.0.1:4000'

// What the pages read on the server, in the page's language (sent as Accept-Language).
const apiIn = (language) => createStorefrontClient({ baseUrl: apiUrl, getLanguage: () => language })

/** The API names its pictures by their path on its own host: the page needs them whole. */
const whole = (image) =>
  image && {
    ...image,
    url: new URL(image.url, apiUrl).href,
    renditions: image.renditions?.map((size) => ({ ...size, url: new URL(size.url, apiUrl).href })),
  }
const withPictures = (product) => ({ ...product, image: whole(product.image) })

export async function homePage(language) {
  const api = apiIn(language)
  const [categories, bestSellers] = await Promise.all([
    api.call('listCategories'),
    api.call('listProducts', { query: { sort: 'best_sellers', per_page: 8 } }),
  ])
  return { categories: categories.data, products: bestSellers.data.items.map(withPictures) }
}

const FILTERS = ['q', 'category', 'sort', 'price_min', 'price_max', 'offers', 'page']

/** The listing: every filter is a query parameter of the page, sent on to the API. */
export async function listingPage(language, search) {
  const query = Object.fromEntries(
    FILTERS.filter((name) => search.get(name)).map((name) => [name, search.get(name)]),
  )
  const api = apiIn(language)
  const categories = (await api.call('listCategories')).data
  try {
    const { data } = await api.call('listProducts', { query: { per_page: 12, ...query } })
    const products = data.items.map(withPictures)
    return { categories, query, products, meta: data.meta, problem: null }
  } catch (error) {
    // A filter the API refuses (422) is said in the shopper's language, never a broken page.
    if (!isStorefrontError(error) || error.status !== 422) throw error
    const [first] = Object.values(error.fieldErrors).flat()
    return { categories, query, products: [], meta: null, problem: first ?? error.message }
  }
}

/** A product's page, or null when there is no such product. */
export async function productPage(language, id) {
  if (!/^\d+$/.test(id)) return null
  try {
    const { data } = await apiIn(language).call('getProduct', { params: { id: Number(id) } })
    return { ...data.product, images: data.product.images.map(whole) }
  } catch (error) {
    if (isStorefrontError(error) && error.status === 404) return null
    throw error
  }
}

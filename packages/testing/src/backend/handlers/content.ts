import type { Language } from '@matjar/core'
import type { Home } from '@matjar/core/contract'
import { brands } from '../../fixtures/catalogue.ts'
import { placesView } from '../../fixtures/places.ts'
import { blogs, branches, pages } from '../../fixtures/shop.ts'
import {
  blogPost,
  blogSummary,
  branch,
  brand,
  categoryTree,
  page,
  productCard,
  shopSettings,
} from '../../fixtures/views.ts'
import type { Handlers } from '../handler.ts'
import { ShopError } from '../http.ts'
import { say } from '../messages.ts'
import { pageOf } from '../pages.ts'
import type { CustomerRecord, ShopState } from '../state.ts'
import { endingSoonest } from './catalogue.ts'

const TITLES = {
  categories: { en: 'Shop by category', ar: 'تسوّق حسب الفئة' },
  offers: { en: 'Offers', ar: 'العروض' },
  new: { en: 'New arrivals', ar: 'وصل حديثًا' },
  brands: { en: 'Brands', ar: 'العلامات التجارية' },
  blogs: { en: 'From the blog', ar: 'من المدونة' },
  banner: { en: 'Coffee season', ar: 'موسم القهوة' },
}

const newestBlogs = () => [...blogs].sort((a, b) => b.published_at.localeCompare(a.published_at))

function home(shop: ShopState, language: Language, customer: CustomerRecord | null): Home {
  const card = (fixture: ShopState['products'][number]) =>
    productCard(fixture, language, customer?.wishlist.includes(fixture.id))
  const newest = [...shop.products].sort((a, b) => b.created_at.localeCompare(a.created_at))
  return {
    sections: [
      {
        type: 'banners',
        slides: [
          {
            image: {
              url: 'https://cdn.example.com/banners/coffee.jpg',
              alt: TITLES.banner[language],
            },
            title: TITLES.banner[language],
            link: '/products/drinks/coffee',
          },
        ],
      },
      { type: 'categories', title: TITLES.categories[language], items: categoryTree(language) },
      {
        type: 'products',
        title: TITLES.offers[language],
        kind: 'offers',
        items: shop.products
          .filter((fixture) => fixture.price_before !== null)
          .sort(endingSoonest)
          .slice(0, 8)
          .map(card),
      },
      {
        type: 'products',
        title: TITLES.new[language],
        kind: 'new',
        items: newest.slice(0, 8).map(card),
      },
      {
        type: 'brands',
        title: TITLES.brands[language],
        items: brands.map((b) => brand(b, language)),
      },
      {
        type: 'blogs',
        title: TITLES.blogs[language],
        items: newestBlogs().map((post) => blogSummary(post, language)),
      },
    ],
  }
}

/** The home page, the shop's settings and branches, blogs, content pages, the contact form. */
export const contentHandlers: Handlers = {
  getHome: ({ shop, language, customer }) => ({ data: home(shop, language, customer) }),

  getShopSettings: ({ language }) => ({ data: shopSettings(language) }),

  listPlaces: ({ language }) => ({ data: placesView(language) }),
  listBranches: ({ language }) => ({ data: branches.map((fixture) => branch(fixture, language)) }),

  listBlogs: ({ query, language }) => ({
    data: pageOf(
      newestBlogs().map((post) => blogSummary(post, language)),
      query,
    ),
  }),

  getBlog: ({ params, language }) => {
    const post = blogs.find((candidate) => candidate.slug === params.slug)
    if (!post) throw new ShopError(404, 'postNotFound')
    return { data: blogPost(post, language) }
  },

  getPage: ({ params, language }) => {
    const found = pages.find((candidate) => candidate.slug === params.slug)
    if (!found) throw new ShopError(404, 'pageNotFound')
    return { data: page(found, language) }
  },

  sendContactMessage: ({ shop, body, language }) => {
    shop.mails.push({ to: 'shop', subject: `Message from ${body.name}`, text: body.message })
    return { message: say(language, 'messageSent'), data: null }
  },
}

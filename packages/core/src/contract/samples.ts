import type * as z from 'zod/mini'
import type { addressRequestSchema, addressSchema } from './address.ts'
import type { registerRequestSchema } from './auth-requests.ts'
import type { blogSchema } from './blog.ts'
import type { branchSchema } from './branch.ts'
import type { brandSchema } from './brand.ts'
import type { Category } from './category.ts'
import type { pageSchema } from './page.ts'
import type { placesSchema } from './place.ts'
import type { productCardSchema, productSchema } from './product.ts'
import type { reviewSchema } from './review.ts'
import type { shopSettingsSchema } from './settings.ts'
import type { userSchema } from './user.ts'

/**
 * Realistic samples of the shop's entities, valid by the contract: the fixtures of the contract's
 * tests, and a starting point for stories and API tests.
 */

type Sample<S extends z.ZodMiniType> = z.input<S>

// One namespace for every sample (the documentation site's HTTP examples read them all).
export * from './sample-orders.ts'

export const sampleUser = {
  id: 7,
  user_name: 'sara.alharbi',
  first_name: 'Sara',
  last_name: 'Alharbi',
  email: 'sara@example.com',
  phone: '+966501234567',
  avatar: null,
  email_verified: true,
  created_at: '2025-01-12T08:15:00Z',
} satisfies Sample<typeof userSchema>

/** A sign-up as the registration form sends it (the confirmation code is mailed). */
export const sampleRegistration = {
  user_name: 'sara',
  first_name: 'Sara',
  last_name: 'Ali',
  email: 'sara@example.com',
  phone: '+966512345678',
  password: 'Secret#123',
  confirm_password: 'Secret#123',
  accept_terms: true as const,
} satisfies Sample<typeof registerRequestSchema>

export const sampleAddressRequest = {
  name: 'Home',
  type: 'home',
  country: 'SA',
  state: 'SA-01',
  city: 'riyadh',
  street: 'King Fahd Road',
  block: '4',
  floor: '2',
  apartment_number: '12',
  zip_code: '12271',
  phone: '+966501234567',
  details: 'Building 18, next to the pharmacy',
  message_to_store: 'Please call before delivery',
  is_default: true,
} satisfies Sample<typeof addressRequestSchema>

/** The names of the sample address's places, in English. */
const samplePlaceNames = {
  country_name: 'Saudi Arabia',
  state_name: 'Riyadh Region',
  city_name: 'Riyadh',
}

export const sampleAddress = {
  id: 3,
  ...sampleAddressRequest,
  ...samplePlaceNames,
  avenue: null,
  company_name: null,
} satisfies Sample<typeof addressSchema>

export const sampleProductCard = {
  id: 41,
  slug: 'arabica-coffee-beans-1kg',
  name: 'Arabica coffee beans, 1 kg',
  price: '72.00',
  price_before: '90.00',
  discount_text: '-20%',
  wholesale_price: '60.00',
  wholesale_min_quantity: 12,
  rating: 4.5,
  ratings_count: 18,
  image: { url: 'https://cdn.example.com/p/41.jpg', alt: 'A bag of coffee beans' },
  stock: 35,
  has_selections: false,
  is_fav: false,
  is_offer: true,
  offer_ends_at: '2025-04-01T21:00:00Z',
} satisfies Sample<typeof productCardSchema>

export const sampleProduct = {
  ...sampleProductCard,
  has_selections: true,
  description: 'Medium roast from Jizan.\n\nGround on request.',
  images: [{ url: 'https://cdn.example.com/p/41.jpg', alt: 'A bag of coffee beans' }],
  selections: [
    { id: 5, name: 'Brown bag', colour: '#6b4226', stock: 20 },
    { id: 6, name: 'Gift box', colour: null, stock: 15 },
  ],
  specifications: [{ label: 'Weight', value: '1 kg' }],
  category: { id: 2, slug: 'coffee', path: 'drinks/coffee', name: 'Coffee' },
  brand: { id: 9, slug: 'jazan-farms', name: 'Jazan Farms' },
} satisfies Sample<typeof productSchema>

export const sampleReview = {
  id: 301,
  rating: 5,
  comment: 'Fresh and well packed.',
  author_name: 'Sara A.',
  created_at: '2025-02-02T10:00:00+03:00',
} satisfies Sample<typeof reviewSchema>

export const sampleCategoryTree: Category = {
  id: 1,
  slug: 'drinks',
  path: 'drinks',
  name: 'Drinks',
  image: null,
  products_count: 54,
  children: [
    {
      id: 2,
      slug: 'coffee',
      path: 'drinks/coffee',
      name: 'Coffee',
      image: { url: '/images/coffee.jpg', alt: 'Coffee' },
      products_count: 30,
      children: [],
    },
  ],
}

export const sampleBrand = {
  id: 9,
  slug: 'jazan-farms',
  name: 'Jazan Farms',
  logo: null,
  products_count: 12,
} satisfies Sample<typeof brandSchema>

export const sampleBlog = {
  slug: 'brewing-arabic-coffee',
  title: 'Brewing Arabic coffee',
  excerpt: 'Cardamom, a dallah and patience.',
  body: 'Roast lightly.\n\nAdd cardamom at the end.',
  cover_image: null,
  published_at: '2025-02-20T12:00:00Z',
} satisfies Sample<typeof blogSchema>

export const samplePage = {
  slug: 'terms',
  title: 'Terms and conditions',
  body: 'By ordering you agree to these terms.',
  updated_at: '2025-01-01T00:00:00Z',
} satisfies Sample<typeof pageSchema>

export const sampleBranch = {
  id: 1,
  slug: 'jizan',
  name: 'Jizan',
  city: 'Jizan',
  address: 'Prince Sultan Street, Jizan',
  phone: '+966173221100',
  coordinates: { latitude: 16.8892, longitude: 42.5511 },
  opening_hours: [
    { day: 'saturday', opens: '09:00', closes: '13:00' },
    { day: 'saturday', opens: '16:30', closes: '01:00' },
  ],
} satisfies Sample<typeof branchSchema>

export const samplePlaces = {
  countries: [{ code: 'SA', name: 'Saudi Arabia' }],
  regions: [{ code: 'SA-01', country: 'SA', name: 'Riyadh Region' }],
  cities: [{ code: 'riyadh', region: 'SA-01', name: 'Riyadh' }],
} satisfies Sample<typeof placesSchema>

export const sampleShopSettings = {
  name: 'Matjar',
  currency: 'SAR',
  languages: ['en', 'ar'],
  whatsapp_number: '+966501112233',
  contact_email: 'hello@example.com',
  contact_phone: '+966112223344',
  vat_rate_percent: 15,
  vat_number: '300000000000003',
  prices_include_vat: true,
  minimum_order: null,
  shipping: {
    default_cost: '25.00',
    free_above: '300.00',
    cities: [{ city: 'jizan', name: 'Jizan', cost: '15.00', branch: 'jizan' }],
  },
  points: { earned_per_riyal: 1, points_per_riyal: 100, minimum_conversion: 500 },
} satisfies Sample<typeof shopSettingsSchema>

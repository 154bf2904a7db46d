import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { blogSchema, blogSummarySchema } from './blog.ts'
import { branchSchema } from './branch.ts'
import { CONTACT_ATTACHMENT_MAX_BYTES, contactMessageRequestSchema } from './contact.ts'
import { homeSchema } from './home.ts'
import { pageSchema } from './page.ts'
import { promoCodeRequestSchema, promoDetailsSchema } from './promo.ts'
import { samplePromoDetails } from './sample-orders.ts'
import {
  sampleBlog,
  sampleBranch,
  sampleBrand,
  sampleCategoryTree,
  samplePage,
  sampleProductCard,
  sampleShopSettings,
} from './samples.ts'
import { shopSettingsSchema } from './settings.ts'

const failedPaths = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('blogs and pages', () => {
  it('accepts a post, its summary and a page', () => {
    expect(blogSchema.parse(sampleBlog).body).toContain('cardamom')
    expect(blogSummarySchema.parse(sampleBlog)).not.toHaveProperty('body')
    expect(pageSchema.parse(samplePage).slug).toBe('terms')
  })

  it('rejects a post without a publication time, and a page slug with capitals', () => {
    expect(failedPaths(blogSchema, { ...sampleBlog, published_at: '1 March' })).toEqual([
      'published_at',
    ])
    expect(failedPaths(pageSchema, { ...samplePage, slug: 'Terms' })).toEqual(['slug'])
  })
})

describe('branches and shop settings', () => {
  it('accepts Jizan, open past midnight', () => {
    expect(branchSchema.parse(sampleBranch).opening_hours[1]?.closes).toBe('01:00')
  })

  it('rejects a time of day that is not HH:MM and a day that is not a weekday', () => {
    const hours = [{ day: 'holiday', opens: '9:00', closes: '25:00' }]
    expect(failedPaths(branchSchema, { ...sampleBranch, opening_hours: hours })).toEqual([
      'opening_hours.0.day',
      'opening_hours.0.opens',
      'opening_hours.0.closes',
    ])
  })

  it('accepts the settings of a Saudi shop and rejects a VAT rate above 100%', () => {
    expect(shopSettingsSchema.parse(sampleShopSettings).vat_rate_percent).toBe(15)
    expect(
      failedPaths(shopSettingsSchema, { ...sampleShopSettings, vat_rate_percent: 150 }),
    ).toEqual(['vat_rate_percent'])
  })
})

describe('the home page', () => {
  it('accepts banners, categories, products, brands and blogs sections', () => {
    const home = {
      sections: [
        {
          type: 'banners',
          slides: [{ image: { url: '/b.jpg', alt: '' }, title: null, link: '/offers' }],
        },
        { type: 'categories', title: 'Shop by category', items: [sampleCategoryTree] },
        { type: 'products', title: 'Offers', kind: 'offers', items: [sampleProductCard] },
        { type: 'brands', title: 'Brands', items: [sampleBrand] },
        { type: 'blogs', title: 'From the blog', items: [sampleBlog] },
      ],
    }
    expect(homeSchema.parse(home).sections).toHaveLength(5)
  })

  it('rejects a section of an unknown type', () => {
    expect(failedPaths(homeSchema, { sections: [{ type: 'video', url: '/v.mp4' }] })).toEqual([
      'sections.0.type',
    ])
  })
})

describe('promo codes', () => {
  it('accepts what a code does to the cart, and rejects an unknown discount type', () => {
    expect(promoDetailsSchema.parse(samplePromoDetails).total_after_discount).toBe('129.60')
    expect(
      failedPaths(promoDetailsSchema, { ...samplePromoDetails, discount_type: 'bogo' }),
    ).toEqual(['discount_type'])
  })

  it('applies a code to a guest cart, and nothing else', () => {
    const apply = { code: 'RAMADAN10', uuid: '0b8a4a6e-3c1f-4c7e-9d7a-2f8e5b1c9a01' }
    expect(promoCodeRequestSchema.safeParse(apply).success).toBe(true)
    expect(failedPaths(promoCodeRequestSchema, { code: ' ' })).toEqual(['code'])
    expect(failedPaths(promoCodeRequestSchema, { ...apply, discount: '99.00' })).toEqual([''])
  })
})

describe('the contact form', () => {
  const message = {
    name: 'Omar Said',
    email: 'omar@example.com',
    phone: '+966551112222',
    message: 'Do you deliver to Abha?',
  }
  const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'f', { type })

  it('accepts a message with a PDF and a photo', () => {
    const sent = contactMessageRequestSchema.parse({
      ...message,
      attachments: [file(1000, 'application/pdf'), file(2000, 'image/jpeg')],
    })
    expect(sent.attachments).toHaveLength(2)
    expect(contactMessageRequestSchema.parse(message).attachments).toEqual([])
  })

  it('refuses an attachment above 2 MB or of another type', () => {
    const tooLarge = file(CONTACT_ATTACHMENT_MAX_BYTES + 1, 'image/png')
    const wrongType = file(10, 'image/gif')
    expect(
      failedPaths(contactMessageRequestSchema, { ...message, attachments: [tooLarge, wrongType] }),
    ).toEqual(['attachments.0', 'attachments.1'])
  })

  it('requires the message', () => {
    expect(failedPaths(contactMessageRequestSchema, { ...message, message: '  ' })).toEqual([
      'message',
    ])
  })
})

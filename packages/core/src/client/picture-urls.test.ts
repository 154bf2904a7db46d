import { describe, expect, it } from 'vitest'
import { createStorefrontClient } from './create-storefront-client.ts'

const cardAnswer = () => ({
  message: '',
  data: {
    items: [
      {
        id: 41,
        image: {
          url: '/media/41/1200.jpg',
          alt: 'Coffee',
          renditions: [{ url: '/media/41/320.avif', width: 320, type: 'image/avif' }],
        },
      },
      { id: 42, image: { url: 'https://cdn.example.com/42.jpg', alt: 'Tea' } },
    ],
    meta: { page: 1, per_page: 20, total: 2, last_page: 1 },
  },
})

const clientAnswering = (answer: unknown, imageBaseUrl?: string) =>
  createStorefrontClient({
    baseUrl: 'https://api.example.com',
    validate: false,
    ...(imageBaseUrl ? { imageBaseUrl } : {}),
    fetch: async () => Response.json(answer),
  })

describe('imageBaseUrl', () => {
  it('makes every picture answered as a path absolute, renditions too', async () => {
    const client = clientAnswering(cardAnswer(), 'https://api.example.com')
    const { data } = await client.call('listProducts')
    const [coffee, tea] = data.items
    expect(coffee?.image?.url).toBe('https://api.example.com/media/41/1200.jpg')
    expect(coffee?.image?.renditions?.[0]?.url).toBe('https://api.example.com/media/41/320.avif')
    expect(tea?.image?.url).toBe('https://cdn.example.com/42.jpg')
  })

  it('keeps the path of a base such as a CDN folder', async () => {
    const client = clientAnswering(cardAnswer(), 'https://cdn.example.com/shop/')
    const { data } = await client.call('listProducts')
    expect(data.items[0]?.image?.url).toBe('https://cdn.example.com/shop/media/41/1200.jpg')
  })

  it('leaves pictures as answered without one', async () => {
    const { data } = await clientAnswering(cardAnswer()).call('listProducts')
    expect(data.items[0]?.image?.url).toBe('/media/41/1200.jpg')
  })
})

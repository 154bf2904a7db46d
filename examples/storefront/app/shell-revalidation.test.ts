import { describe, expect, it } from 'vitest'
import { shouldRevalidateShell } from './shell-revalidation.ts'

const at = (path: string) => new URL(path, 'https://shop.example')
const move = (from: string, to: string, formMethod?: 'GET' | 'POST') =>
  shouldRevalidateShell({
    currentUrl: at(from),
    nextUrl: at(to),
    ...(formMethod ? { formMethod } : {}),
    defaultShouldRevalidate: true,
  })

describe('the shop frame is fetched again only when it can have changed', () => {
  it('stays when the shopper pages a listing or opens a product in the same language', () => {
    expect(move('/products', '/products?page=2')).toBe(false)
    expect(move('/ar/products?page=2', '/ar/products/12')).toBe(false)
    expect(move('/ar', '/ar/cart')).toBe(false)
  })

  it('runs again when the address changes language, either way', () => {
    expect(move('/products/12', '/ar/products/12')).toBe(true)
    expect(move('/ar/blogs', '/blogs')).toBe(true)
  })

  it('follows React Router after a form is sent or a page asks to revalidate', () => {
    expect(move('/user-profile', '/user-profile', 'POST')).toBe(true)
    expect(move('/user-profile', '/user-profile')).toBe(true)
    expect(
      shouldRevalidateShell({
        currentUrl: at('/cart'),
        nextUrl: at('/cart'),
        formMethod: 'POST',
        defaultShouldRevalidate: false,
      }),
    ).toBe(false)
  })

  it('a search sent with GET is a navigation like any other', () => {
    expect(move('/products', '/products?q=mug', 'GET')).toBe(false)
  })
})

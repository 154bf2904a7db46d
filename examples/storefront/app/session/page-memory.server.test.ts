import { describe, expect, it } from 'vitest'
import { createPageMemory, PAGE_MEMORY_HEADER } from './page-memory.server.ts'

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

/** A server that renders pages, counting its renders; each page says which render made it. */
function server(cacheControl = PUBLIC, status = 200) {
  let renders = 0
  let clock = 0
  const memory = createPageMemory({
    seconds: 2,
    isShared: (request) => !new URL(request.url).pathname.startsWith('/cart'),
    now: () => clock,
  })
  const get = async (path: string, cookie = '') => {
    const request = new Request(`http://shop.test${path}`, { headers: { Cookie: cookie } })
    const response = await memory.answer(request, async () => {
      renders++
      await new Promise((resolve) => setTimeout(resolve, 5))
      return new Response(`render ${renders} of ${path}`, {
        status,
        headers: { 'Cache-Control': cacheControl, 'Content-Type': 'text/html' },
      })
    })
    return { text: await response.text(), from: response.headers.get(PAGE_MEMORY_HEADER), response }
  }
  return {
    get,
    renders: () => renders,
    wait: (ms: number) => {
      clock += ms
    },
  }
}

describe('the server’s memory of public pages', () => {
  it('answers the same page again from memory for two seconds, then renders it anew', async () => {
    const shop = server()
    expect((await shop.get('/product/61')).text).toBe('render 1 of /product/61')
    const again = await shop.get('/product/61')
    expect(again.text).toBe('render 1 of /product/61')
    expect(again.from).toBe('hit')
    expect(again.response.headers.get('Cache-Control')).toBe(PUBLIC)
    expect(again.response.headers.get('Content-Type')).toBe('text/html')
    shop.wait(2_001)
    expect((await shop.get('/product/61')).text).toBe('render 2 of /product/61')
  })

  it('keeps each language and colour mode apart, and each page', async () => {
    const shop = server()
    await shop.get('/product/61', 'lang=ar')
    expect((await shop.get('/product/61', 'lang=en')).text).toBe('render 2 of /product/61')
    expect((await shop.get('/product/61', 'lang=ar; nuxt-color-mode=dark')).text).toBe(
      'render 3 of /product/61',
    )
    expect((await shop.get('/product/62', 'lang=ar')).text).toBe('render 4 of /product/62')
    // Other cookies (the CSRF token) do not make another page.
    expect((await shop.get('/product/61', 'lang=ar; csrf_token=abc')).text).toBe(
      'render 1 of /product/61',
    )
  })

  it('renders a page once for many visitors arriving together', async () => {
    const shop = server()
    const pages = await Promise.all(Array.from({ length: 10 }, () => shop.get('/')))
    expect(shop.renders()).toBe(1)
    expect(new Set(pages.map((page) => page.text))).toEqual(new Set(['render 1 of /']))
  })

  it('never keeps a private page, an error, or a page that is not shared', async () => {
    const privately = server('private, no-store')
    await privately.get('/product/61')
    expect((await privately.get('/product/61')).text).toBe('render 2 of /product/61')
    const failing = server(PUBLIC, 500)
    await failing.get('/product/61')
    expect((await failing.get('/product/61')).text).toBe('render 2 of /product/61')
    const cart = server()
    await cart.get('/cart')
    expect((await cart.get('/cart')).text).toBe('render 2 of /cart')
  })

  it('is off at 0 seconds', async () => {
    let renders = 0
    const memory = createPageMemory({ seconds: 0, isShared: () => true })
    for (let i = 0; i < 2; i++) {
      await memory.answer(new Request('http://shop.test/'), async () => {
        renders++
        return new Response('page', { headers: { 'Cache-Control': PUBLIC } })
      })
    }
    expect(renders).toBe(2)
  })
})

describe('the bound of the server’s memory of pages', () => {
  /** Pages of `size` bytes, kept within `maxBytes`; counts each page's renders. */
  function bigPages(maxBytes: number, size: number) {
    const clock = 0
    const renders = new Map<string, number>()
    const memory = createPageMemory({
      seconds: 2,
      maxBytes,
      isShared: () => true,
      now: () => clock,
    })
    const get = (path: string) =>
      memory.answer(new Request(`http://shop.test${path}`), async () => {
        renders.set(path, (renders.get(path) ?? 0) + 1)
        return new Response('x'.repeat(size), { headers: { 'Cache-Control': PUBLIC } })
      })
    return { get, renders }
  }

  it('keeps no more bytes of pages than its bound: the oldest large page goes first', async () => {
    const shop = bigPages(250_000, 100_000)
    for (const path of ['/a', '/b', '/c', '/c', '/a']) await shop.get(path)
    expect(shop.renders.get('/c')).toBe(1)
    expect(shop.renders.get('/a')).toBe(2)
  })
})

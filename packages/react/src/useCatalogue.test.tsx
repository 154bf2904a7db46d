import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useProduct, useProducts } from './useCatalogue.ts'
import { useLocale } from './useLocale.ts'

// The language switch (last test) writes the `lang` cookie; nothing after it reads it.
afterEach(cleanup)

/** A stand-in API: products named in the request's language; each catalogue read is recorded. */
const stubApi = (options: { hold?: boolean; fail?: number } = {}) => {
  const reads: { path: string; language: string | null; signal: AbortSignal | undefined }[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    const language = new Headers(init?.headers).get('Accept-Language')
    if (!url.pathname.startsWith('/data/products'))
      return Response.json({ message: '', data: null })
    reads.push({ path: url.pathname + url.search, language, signal: init?.signal ?? undefined })
    if (options.hold) {
      await new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      )
    }
    if (options.fail)
      return Response.json({ message: 'No such product.' }, { status: options.fail })
    const name = language === 'ar' ? 'كوب' : 'Mug'
    const items = [{ id: 1, name }]
    const body =
      url.pathname === '/data/products'
        ? { items, meta: { total: 1 } }
        : { product: { id: 1, name } }
    return Response.json({ message: '', data: body })
  }
  return { fetch, reads }
}

function Names() {
  const { data, loading } = useProducts({ per_page: 12 })
  const { setLanguage } = useLocale()
  return (
    <div>
      <p>{loading ? 'Loading' : data?.items.map((item) => item.name).join(', ')}</p>
      <button type="button" onClick={() => void setLanguage('ar')}>
        العربية
      </button>
    </div>
  )
}

const fromServer = { items: [{ id: 1, name: 'Mug from the server' }], meta: { total: 1 } }
function Listing() {
  const { data } = useProducts({ per_page: 12 }, { initialData: fromServer as never })
  return <p>{data?.items[0]?.name}</p>
}

function Page() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        Leave
      </button>
      {open ? <Title /> : null}
      {open ? <Title /> : null}
    </>
  )
}
function Title() {
  const { loading } = useProduct(1)
  return <p>{loading ? 'Loading' : 'Shown'}</p>
}

function Missing() {
  const { error } = useProduct(99)
  return <p>{error ? `${(error as { status?: number }).status}: ${error.message}` : '…'}</p>
}

function Unknown() {
  const { loading, data } = useProduct(undefined)
  return <p>{loading ? 'Loading' : String(data)}</p>
}

describe('useProducts', () => {
  it('shows the server’s data at once, with no request', async () => {
    const api = stubApi()
    render(
      <StorefrontProvider apiUrl="https://api.test" client={{ fetch: api.fetch, validate: false }}>
        <Listing />
      </StorefrontProvider>,
    )
    expect(screen.getByText('Mug from the server')).toBeTruthy()
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(api.reads).toEqual([])
  })
})

describe('useProduct', () => {
  it('sends one request for the components that ask at once, and abandons it when they go', async () => {
    const api = stubApi({ hold: true })
    render(
      <StorefrontProvider apiUrl="https://api.test" client={{ fetch: api.fetch, validate: false }}>
        <Page />
      </StorefrontProvider>,
    )
    await waitFor(() => expect(api.reads).toHaveLength(1))
    expect(api.reads[0]?.signal?.aborted).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }))
    await waitFor(() => expect(api.reads[0]?.signal?.aborted).toBe(true))
    expect(api.reads).toHaveLength(1)
  })

  it('reports a refusal as its error, with no unhandled rejection', async () => {
    const api = stubApi({ fail: 404 })
    render(
      <StorefrontProvider apiUrl="https://api.test" client={{ fetch: api.fetch, validate: false }}>
        <Missing />
      </StorefrontProvider>,
    )
    expect(await screen.findByText('404: No such product.')).toBeTruthy()
  })

  it('reads nothing while the id is not known', async () => {
    const api = stubApi()
    render(
      <StorefrontProvider apiUrl="https://api.test" client={{ fetch: api.fetch, validate: false }}>
        <Unknown />
      </StorefrontProvider>,
    )
    expect(screen.getByText('undefined')).toBeTruthy()
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(api.reads).toEqual([])
  })
})

describe('useProduct in StrictMode', () => {
  it('keeps one request when React mounts the effects twice', async () => {
    const api = stubApi()
    render(
      <StrictMode>
        <StorefrontProvider
          apiUrl="https://api.test"
          client={{ fetch: api.fetch, validate: false }}
        >
          <Missing />
        </StorefrontProvider>
      </StrictMode>,
    )
    await waitFor(() => expect(api.reads).toHaveLength(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(api.reads).toHaveLength(1)
    expect(api.reads[0]?.signal?.aborted).toBe(false)
  })
})

describe('useProducts and the language', () => {
  it('reads in the provider’s language, and again when the shopper switches', async () => {
    const api = stubApi()
    render(
      <StorefrontProvider apiUrl="https://api.test" client={{ fetch: api.fetch, validate: false }}>
        <Names />
      </StorefrontProvider>,
    )
    expect(await screen.findByText('Mug')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'العربية' }))
    expect(await screen.findByText('كوب')).toBeTruthy()
    expect(api.reads.map((read) => read.language)).toEqual(['en', 'ar'])
    expect(api.reads[0]?.path).toBe('/data/products?per_page=12')
  })
})

import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { type ShopActors, useFrameActors, useShopActors } from './useShopActors.ts'
import { useToasts } from './useToasts.ts'

const api = startTinyApi()
afterEach(cleanup)

const seen: ShopActors[] = []
let show: ReturnType<typeof useToasts>['show'] = () => {}
function Probe() {
  seen.push(useShopActors())
  show = useToasts().show
  return null
}

let frame: ShopActors | undefined
let shop: ShopActors | undefined
let old: ShopActors | undefined
let startBar: () => void = () => {}
function Frame() {
  frame = useShopActors()
  old = useFrameActors()
  show = useToasts().show
  return null
}
function Page() {
  shop = useShopActors()
  startBar = () => shop?.loadingBar.send({ type: 'loadingBar.start' })
  return null
}

describe('useShopActors', () => {
  it('hands out the actors the hooks drive, the same ones on every render', async () => {
    const { rerender } = render(
      <StorefrontProvider apiUrl={api.url}>
        <Probe />
      </StorefrontProvider>,
    )
    act(() => show({ kind: 'success', message: 'Added to cart' }))
    rerender(
      <StorefrontProvider apiUrl={api.url}>
        <Probe />
      </StorefrontProvider>,
    )
    const [first, last] = [seen[0]!, seen.at(-1)!]
    expect(last.toasts).toBe(first.toasts)
    await waitFor(() =>
      expect(first.toasts.getSnapshot().context.toasts.map((toast) => toast.message)).toEqual([
        'Added to cart',
      ]),
    )
    expect(first.imageViewer.getSnapshot().value).toBe('closed')
    expect(first.imageViewer.current).toBeUndefined()
    expect(first.loadingBar.getSnapshot().context.visible).toBe(false)
  })

  it('gives a layout and a page the same actors, the image viewer made only when it opens', async () => {
    render(
      <StorefrontProvider apiUrl={api.url}>
        <Frame />
        <Page />
      </StorefrontProvider>,
    )
    act(() => show({ kind: 'info', message: 'Saved' }))
    act(() => startBar())
    expect(frame?.toasts).toBe(shop?.toasts)
    await waitFor(() =>
      expect(frame?.toasts.getSnapshot().context.toasts.map((toast) => toast.message)).toEqual([
        'Saved',
      ]),
    )
    await waitFor(() => expect(frame?.loadingBar.getSnapshot().context.visible).toBe(true))
    expect(frame?.imageViewer).toBe(shop?.imageViewer)
    expect(frame?.imageViewer.current).toBeUndefined()
    // The deprecated name hands out the same actors.
    expect(old).toEqual(frame)
  })
})

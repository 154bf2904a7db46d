import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { waitForSnapshot } from '../../test/wait-for.ts'
import { imageViewerMachine, imageViewerOnDemand } from './image-viewer/index.ts'
import { loadingBarMachine, loadingBarOnDemand } from './loading-bar/index.ts'
import { toastsMachine, toastsOnDemand } from './toasts/index.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
const first = (snapshot: { value: unknown; context: unknown }) => ({
  value: snapshot.value,
  context: snapshot.context,
})

describe('toasts, loading bar and image viewer on demand', () => {
  it('read at rest exactly as their machines start', () => {
    expect(toastsOnDemand().getSnapshot()).toEqual(first(createActor(toastsMachine).getSnapshot()))
    expect(loadingBarOnDemand().getSnapshot()).toEqual(
      first(createActor(loadingBarMachine).getSnapshot()),
    )
    expect(imageViewerOnDemand('rtl').getSnapshot()).toEqual(
      first(createActor(imageViewerMachine, { input: { dir: 'rtl' } }).getSnapshot()),
    )
  })

  it('make no toasts machine to dismiss or clear, and one for the first toast', async () => {
    const toasts = toastsOnDemand()
    toasts.start()
    toasts.send({ type: 'toasts.dismiss', id: 'toast-1' })
    toasts.send({ type: 'toasts.clear' })
    await tick()
    expect(toasts.current).toBeUndefined()
    toasts.send({ type: 'toasts.show', kind: 'success', message: 'Added to cart' })
    const shown = await waitForSnapshot(toasts, (s) => s.context.toasts.length === 1)
    expect(shown.context.toasts[0]).toMatchObject({ kind: 'success', message: 'Added to cart' })
    toasts.stop()
  })

  it('make no loading-bar machine for an idle bar told to finish, and one when a load starts', async () => {
    const bar = loadingBarOnDemand()
    bar.start()
    bar.send({ type: 'loadingBar.finish' })
    bar.send({ type: 'loadingBar.reset' })
    await tick()
    expect(bar.current).toBeUndefined()
    bar.send({ type: 'loadingBar.start' })
    const loading = await waitForSnapshot(bar, (s) => s.value === 'loading')
    expect(loading.context.visible).toBe(true)
    bar.stop()
  })

  it('keep a closed viewer at rest, with the direction it was told, until it opens on pictures', async () => {
    const viewer = imageViewerOnDemand('ltr')
    viewer.start()
    viewer.send({ type: 'viewer.setDirection', dir: 'rtl' })
    viewer.send({ type: 'viewer.next' })
    viewer.send({ type: 'viewer.open', images: [] })
    await tick()
    expect(viewer.current).toBeUndefined()
    expect(viewer.getSnapshot().context.dir).toBe('rtl')

    viewer.send({ type: 'viewer.open', images: [{ src: '/a.jpg' }, { src: '/b.jpg' }], index: 1 })
    const open = await waitForSnapshot(viewer, (s) => s.value !== 'closed')
    expect(open.context).toMatchObject({ index: 1, dir: 'rtl' })
    viewer.stop()
  })
})

import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { Direction } from '../../locale/language.ts'
import { connectImageViewer } from './image-viewer-connect.ts'
import { imageViewerMachine } from './image-viewer-machine.ts'

const words = {
  title: 'Image viewer',
  position: (shown: number, count: number) => `${shown} of ${count}`,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  rotate: 'Rotate',
  close: 'Close',
  previous: 'Previous image',
  next: 'Next image',
}
const images = [{ src: '/a.jpg' }, { src: '/b.jpg' }, { src: '/c.jpg' }]

/** A viewer open on three pictures; its props read afresh after every event. */
const viewer = (dir: Direction = 'ltr') => {
  const actor = createActor(imageViewerMachine, { input: { dir } }).start()
  actor.send({ type: 'viewer.open', images })
  const drag = { start: null }
  const props = () => connectImageViewer(actor.getSnapshot(), actor.send, { dir, words, drag })
  return { actor, props }
}

const event = <F extends object>(fields: F = {} as F, prevent = false) => {
  const e = {
    defaultPrevented: prevent,
    preventDefault() {
      e.defaultPrevented = true
    },
    stopPropagation() {},
    target: null as unknown,
  }
  return Object.assign(e, fields)
}

describe('connectImageViewer', () => {
  it('describes the open dialog: its label, position, scale and rotation', () => {
    const { props } = viewer()
    const open = props()
    expect(open.open).toBe(true)
    expect(open.contentProps).toMatchObject({
      role: 'dialog',
      'aria-modal': true,
      'aria-label': 'Image viewer',
      'data-scale': 1,
      'data-rotation': 0,
    })
    expect(open.position).toBe('1 of 3')
    expect(open.image?.src).toBe('/a.jpg')
    expect(open.browsable).toBe(true)
    expect(open.zoomInProps).toMatchObject({ type: 'button', 'aria-label': 'Zoom in' })
  })

  it('zooms, rotates, moves and closes through its buttons', () => {
    const { props } = viewer()
    props().zoomInProps.onClick(event())
    expect(props().contentProps['data-scale']).toBe(1.12)
    props().rotateProps.onClick(event())
    expect(props().imageStyle.transform).toBe('scale(1.12) rotate(90deg)')
    props().nextProps.onClick(event())
    expect(props().position).toBe('2 of 3')
    props().closeProps.onClick(event())
    expect(props().open).toBe(false)
  })

  it('reads arrows in the reading direction, and leaves other keys alone', () => {
    const { props } = viewer('rtl')
    const left = event({ key: 'ArrowLeft' })
    props().contentProps.onKeyDown(left)
    expect(left.defaultPrevented).toBe(true)
    expect(props().position).toBe('2 of 3')
    const letter = event({ key: 'a' })
    props().contentProps.onKeyDown(letter)
    expect(letter.defaultPrevented).toBe(false)
  })

  it('turns a drag into a swipe, measured from where the pointer went down', () => {
    const { props } = viewer()
    props().contentProps.onPointerDown(event({ clientX: 300, clientY: 100 }))
    // A new render in between (new props) still knows where the drag started.
    props().contentProps.onPointerUp(event({ clientX: 200, clientY: 110 }))
    expect(props().position).toBe('2 of 3')
  })

  it('does nothing for an event the caller prevented', () => {
    const { props } = viewer()
    props().nextProps.onClick(event({}, true))
    props().contentProps.onKeyDown(event({ key: 'Escape' }, true))
    props().contentProps.onWheel(event({ deltaY: -100 }, true))
    expect(props()).toMatchObject({ open: true, position: '1 of 3' })
    expect(props().contentProps['data-scale']).toBe(1)
  })
})

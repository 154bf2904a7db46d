import { describe, expect, it } from 'vitest'
import { keyToViewerEvent, swipeToViewerEvent, VIEWER_SWIPE_TOLERANCE_PX } from './viewer-input.ts'

describe('keyToViewerEvent', () => {
  it('shows the next image with ArrowRight in LTR and with ArrowLeft in RTL', () => {
    expect(keyToViewerEvent('ArrowRight', 'ltr')).toEqual({ type: 'viewer.next' })
    expect(keyToViewerEvent('ArrowLeft', 'ltr')).toEqual({ type: 'viewer.previous' })
    expect(keyToViewerEvent('ArrowRight', 'rtl')).toEqual({ type: 'viewer.previous' })
    expect(keyToViewerEvent('ArrowLeft', 'rtl')).toEqual({ type: 'viewer.next' })
  })

  it('zooms with + (or =) and -, closes with Escape, in both directions', () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      expect(keyToViewerEvent('+', dir)).toEqual({ type: 'viewer.zoomIn' })
      expect(keyToViewerEvent('=', dir)).toEqual({ type: 'viewer.zoomIn' })
      expect(keyToViewerEvent('-', dir)).toEqual({ type: 'viewer.zoomOut' })
      expect(keyToViewerEvent('Escape', dir)).toEqual({ type: 'viewer.close' })
    }
  })

  it('ignores every other key', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'a', 'Esc', 'Tab']) {
      expect(keyToViewerEvent(key, 'ltr')).toBeNull()
    }
  })
})

describe('swipeToViewerEvent', () => {
  it('is 50 px', () => {
    expect(VIEWER_SWIPE_TOLERANCE_PX).toBe(50)
  })

  it('does nothing for a drag of 49 px and moves for 50 px', () => {
    expect(swipeToViewerEvent(-49, 0, 'ltr')).toBeNull()
    expect(swipeToViewerEvent(49, 0, 'ltr')).toBeNull()
    expect(swipeToViewerEvent(-49.9, 0, 'rtl')).toBeNull()
    expect(swipeToViewerEvent(-50, 0, 'ltr')).toEqual({ type: 'viewer.next' })
    expect(swipeToViewerEvent(50, 0, 'ltr')).toEqual({ type: 'viewer.previous' })
  })

  it('goes the other way in RTL', () => {
    expect(swipeToViewerEvent(50, 0, 'rtl')).toEqual({ type: 'viewer.next' })
    expect(swipeToViewerEvent(-50, 0, 'rtl')).toEqual({ type: 'viewer.previous' })
  })

  it('ignores a mostly vertical drag and invalid numbers', () => {
    expect(swipeToViewerEvent(-60, 61, 'ltr')).toBeNull()
    expect(swipeToViewerEvent(-60, -60, 'ltr')).toEqual({ type: 'viewer.next' })
    expect(swipeToViewerEvent(Number.NaN, 0, 'ltr')).toBeNull()
  })
})

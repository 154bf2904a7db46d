import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useImageViewer } from './useImageViewer.ts'
import { useLocale } from './useLocale.ts'

const api = startTinyApi()
afterEach(() => {
  cleanup()
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test page's cookie.
  document.cookie = 'lang=; Max-Age=0; Path=/'
})

const gallery = [
  { src: '/a.svg', alt: 'Front' },
  { src: '/b.svg', alt: 'Side' },
  { src: '/c.svg', alt: 'Back' },
]

function Viewer() {
  const viewer = useImageViewer()
  const { setLanguage } = useLocale()
  return (
    <div>
      <button type="button" onClick={() => viewer.open(gallery, 2)}>
        Open
      </button>
      <button type="button" onClick={() => setLanguage('ar')}>
        Arabic
      </button>
      {viewer.isOpen ? (
        <section
          aria-label="Image viewer"
          onKeyDown={(event) => viewer.send({ type: 'viewer.key', key: event.key })}
        >
          <output>{`${viewer.images[viewer.index]?.alt} ${viewer.scale}`}</output>
          <button type="button" onClick={() => viewer.send({ type: 'viewer.next' })}>
            Next
          </button>
          <button type="button" onClick={() => viewer.send({ type: 'viewer.zoomIn' })}>
            Zoom in
          </button>
        </section>
      ) : null}
    </div>
  )
}

describe('useImageViewer', () => {
  it('opens at an image, wraps to the first, zooms by 0.12 and closes on Escape', async () => {
    render(
      <StorefrontProvider apiUrl={api.url}>
        <Viewer />
      </StorefrontProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    // The viewer's machine (and XState) load when it first opens.
    expect((await screen.findByRole('status')).textContent).toBe('Back 1')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(screen.getByRole('status').textContent).toBe('Front 1.12')
    fireEvent.keyDown(screen.getByLabelText('Image viewer'), { key: 'Escape' })
    expect(screen.queryByLabelText('Image viewer')).toBeNull()
  })

  it('flips the arrow keys in Arabic (right to left)', async () => {
    render(
      <StorefrontProvider apiUrl={api.url}>
        <Viewer />
      </StorefrontProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    fireEvent.keyDown(await screen.findByLabelText('Image viewer'), { key: 'ArrowRight' })
    expect(screen.getByRole('status').textContent).toBe('Front 1')
    fireEvent.click(screen.getByRole('button', { name: 'Arabic' }))
    // The switch waits for the Arabic catalogue; the viewer follows the page's direction.
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'))
    fireEvent.keyDown(screen.getByLabelText('Image viewer'), { key: 'ArrowRight' })
    expect(screen.getByRole('status').textContent).toBe('Back 1')
  })
})

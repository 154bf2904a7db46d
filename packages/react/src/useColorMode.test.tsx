import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useColorMode } from './useColorMode.ts'

const api = startTinyApi()
afterEach(() => {
  cleanup()
  localStorage.clear()
  for (const name of ['nuxt-color-mode', 'shop-mode']) {
    // biome-ignore lint/suspicious/noDocumentCookie: resetting the test page's cookies.
    document.cookie = `${name}=; Max-Age=0; Path=/`
  }
  delete document.documentElement.dataset.colorMode
})

function Toggle() {
  const { mode, toggle } = useColorMode()
  return (
    <button type="button" onClick={toggle}>
      {mode}
    </button>
  )
}

describe('useColorMode', () => {
  it('toggles dark mode, keeps it in nuxt-color-mode (storage and cookie) and on <html>', () => {
    const changes: string[] = []
    render(
      <StorefrontProvider
        apiUrl={api.url}
        colorMode="light"
        onColorModeChange={(mode) => changes.push(mode)}
      >
        <Toggle />
      </StorefrontProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'light' }))
    expect(screen.getByRole('button').textContent).toBe('dark')
    expect(localStorage.getItem('nuxt-color-mode')).toBe('dark')
    expect(document.cookie).toContain('nuxt-color-mode=dark')
    expect(document.documentElement.dataset.colorMode).toBe('dark')
    expect(changes).toEqual(['dark'])
  })

  it('in an app without server rendering, takes the stored mode and writes the cookie for next time', () => {
    localStorage.setItem('nuxt-color-mode', 'dark')
    render(
      <StorefrontProvider apiUrl={api.url}>
        <Toggle />
      </StorefrontProvider>,
    )
    expect(screen.getByRole('button').textContent).toBe('dark')
    expect(document.documentElement.dataset.colorMode).toBe('dark')
    expect(document.cookie).toContain('nuxt-color-mode=dark')
  })

  it("keeps the server's mode when the cookie it was read from is there", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test page's cookie, as the server read it.
    document.cookie = 'nuxt-color-mode=light; Path=/'
    localStorage.setItem('nuxt-color-mode', 'dark')
    render(
      <StorefrontProvider apiUrl={api.url} colorMode="light">
        <Toggle />
      </StorefrontProvider>,
    )
    expect(screen.getByRole('button').textContent).toBe('light')
  })

  it('uses the storage key the app chose', () => {
    render(
      <StorefrontProvider apiUrl={api.url} storageKeys={{ colorMode: 'shop-mode' }}>
        <Toggle />
      </StorefrontProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'light' }))
    expect(localStorage.getItem('shop-mode')).toBe('dark')
    expect(document.cookie).toContain('shop-mode=dark')
    expect(localStorage.getItem('nuxt-color-mode')).toBeNull()
  })
})

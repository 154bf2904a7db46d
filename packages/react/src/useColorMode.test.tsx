import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useColorMode } from './useColorMode.ts'

const api = startTinyApi()
afterEach(() => {
  cleanup()
  localStorage.clear()
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
    render(
      <StorefrontProvider apiUrl={api.url} colorMode="light">
        <Toggle />
      </StorefrontProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'light' }))
    expect(screen.getByRole('button').textContent).toBe('dark')
    expect(localStorage.getItem('nuxt-color-mode')).toBe('dark')
    expect(document.cookie).toContain('nuxt-color-mode=dark')
    expect(document.documentElement.dataset.colorMode).toBe('dark')
  })
})

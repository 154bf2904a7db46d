import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useLoadingBar } from './useLoadingBar.ts'

const api = startTinyApi()
afterEach(cleanup)

function Bar() {
  const { progress, visible, error, start, finish, fail } = useLoadingBar()
  return (
    <div>
      <div
        role="progressbar"
        aria-valuenow={Math.round(progress)}
        hidden={!visible}
        data-error={error ? '' : undefined}
      />
      <button type="button" onClick={start}>
        Start
      </button>
      <button type="button" onClick={finish}>
        Finish
      </button>
      <button type="button" onClick={fail}>
        Fail
      </button>
    </div>
  )
}

describe('useLoadingBar', () => {
  it('shows a rising bar while loading, fills it on finish, then hides it', async () => {
    render(
      <StorefrontProvider apiUrl={api.url}>
        <Bar />
      </StorefrontProvider>,
    )
    const bar = screen.getByRole('progressbar', { hidden: true })
    expect(bar.hidden).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    expect(bar.hidden).toBe(false)
    const first = Number(bar.getAttribute('aria-valuenow'))
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(first))
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100)
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }))
    expect(bar.getAttribute('aria-valuenow')).toBe('100')
    await waitFor(() => expect(bar.hidden).toBe(true), { timeout: 2000 })
  })

  it('paints the error state when loading fails', () => {
    render(
      <StorefrontProvider apiUrl={api.url}>
        <Bar />
      </StorefrontProvider>,
    )
    act(() => screen.getByRole('button', { name: 'Start' }).click())
    act(() => screen.getByRole('button', { name: 'Fail' }).click())
    expect(screen.getByRole('progressbar').hasAttribute('data-error')).toBe(true)
  })
})

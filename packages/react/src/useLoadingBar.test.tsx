import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useLoadingBar } from './useLoadingBar.ts'
import { useShopActors } from './useShopActors.ts'

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

let actors: ReturnType<typeof useShopActors> | undefined
function Frame() {
  actors = useShopActors()
  return null
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
    // Its machine (and XState) load with the first start.
    await waitFor(() => expect(bar.hidden).toBe(false))
    const first = Number(bar.getAttribute('aria-valuenow'))
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(first))
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100)
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }))
    expect(bar.getAttribute('aria-valuenow')).toBe('100')
    await waitFor(() => expect(bar.hidden).toBe(true), { timeout: 2000 })
  })

  it('paints the error state when loading fails', async () => {
    render(
      <StorefrontProvider apiUrl={api.url}>
        <Bar />
      </StorefrontProvider>,
    )
    act(() => screen.getByRole('button', { name: 'Start' }).click())
    act(() => screen.getByRole('button', { name: 'Fail' }).click())
    await waitFor(() =>
      expect(screen.getByRole('progressbar').hasAttribute('data-error')).toBe(true),
    )
  })

  it('loads no machine for an idle bar told to finish (every page that is not navigating)', async () => {
    render(
      <StorefrontProvider apiUrl={api.url}>
        <Frame />
        <Bar />
      </StorefrontProvider>,
    )
    act(() => screen.getByRole('button', { name: 'Finish' }).click())
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(actors?.loadingBar.current).toBeUndefined()
    expect(screen.getByRole('progressbar', { hidden: true }).hidden).toBe(true)
  })
})

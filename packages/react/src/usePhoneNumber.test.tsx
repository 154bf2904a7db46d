import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { usePhoneNumber } from './usePhoneNumber.ts'

afterEach(cleanup)

function Phone({ input }: { input: string }) {
  const { result, sanitized } = usePhoneNumber(input)
  return (
    <output>
      {result ? `${sanitized} ${result.valid ? 'valid' : (result.error ?? 'invalid')}` : 'loading'}
    </output>
  )
}

describe('usePhoneNumber', () => {
  it('loads the phone rules on first use and judges Saudi numbers by their plan', async () => {
    const { rerender } = render(<Phone input="050 123 4567" />)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('050 123 4567 valid'))
    rerender(<Phone input="12" />)
    expect(screen.getByRole('status').textContent).toMatch(/^12 (TOO_SHORT|invalid)$/)
    rerender(<Phone input="05a0" />)
    expect(screen.getByRole('status').textContent?.startsWith('050 ')).toBe(true)
  })
})

import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { usePhoneNumber } from './usePhoneNumber.ts'

afterEach(cleanup)

/** A phone field as an app writes it: the text, what it is, and the message key to show. */
function Phone({ input }: { input: string }) {
  const { isReady, result, valid, messageKey, sanitized } = usePhoneNumber(input)
  if (!isReady) return <output>loading</output>
  return (
    <output>
      {[sanitized, valid ? 'valid' : 'invalid', result?.e164 ?? result?.error, messageKey ?? '']
        .join(' | ')
        .trim()}
    </output>
  )
}

describe('usePhoneNumber', () => {
  it('renders "not ready" on the server: the phone rules are not in the main bundle', () => {
    expect(renderToString(<Phone input="0501234567" />)).toContain('loading')
  })

  it('loads the phone rules on first use and judges numbers by their country plan', async () => {
    const { rerender } = render(<Phone input="050 123 4567" />)
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('050 123 4567 | valid | +966501234567 |'),
    )
    // Right length, but no Saudi mobile range starts with 52: invalid.
    rerender(<Phone input="052 123 4567" />)
    expect(screen.getByRole('status').textContent).toBe(
      '052 123 4567 | invalid | +966521234567 | validation.phone.invalid',
    )
    rerender(<Phone input="1" />)
    expect(screen.getByRole('status').textContent).toBe(
      '1 | invalid | TOO_SHORT | validation.phone.invalid',
    )
    rerender(<Phone input="" />)
    expect(screen.getByRole('status').textContent).toBe(
      '| invalid | NOT_A_NUMBER | validation.phone.required',
    )
  })

  it('keeps only digits, spaces, parentheses, plus and hyphen, Arabic digits made Latin', async () => {
    render(<Phone input="+966 (٥٠) 123-4567 call me" />)
    // Letters go; the spaces around "call" and "me" stay.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        '+966 (50) 123-4567   | valid | +966501234567 |',
      ),
    )
  })
})

import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LocaleProvider } from './locale.tsx'
import { flagOf, PhoneInput } from './PhoneInput.tsx'

afterEach(cleanup)

const countryButton = () => screen.getByRole('button', { name: /Country code|رمز الدولة/ })

describe('PhoneInput country', () => {
  it('starts on the country its provider was given, in either language', () => {
    render(
      <>
        <LocaleProvider country="AE">
          <PhoneInput label="Phone" />
        </LocaleProvider>
      </>,
    )
    expect(countryButton().textContent).toBe(`${flagOf('AE')}+971`)
    expect(countryButton().getAttribute('aria-label')).toContain('United Arab Emirates')
    cleanup()
    render(
      <LocaleProvider country="EG">
        <LocaleProvider language="ar">
          <PhoneInput label="رقم الجوال" />
        </LocaleProvider>
      </LocaleProvider>,
    )
    expect(countryButton().getAttribute('aria-label')).toContain('مصر')
  })

  it('keeps its own defaultCountry over the provider, and Saudi Arabia for an unlisted country', () => {
    render(
      <LocaleProvider country="AE">
        <PhoneInput label="Phone" defaultCountry="KW" />
      </LocaleProvider>,
    )
    expect(countryButton().textContent).toBe(`${flagOf('KW')}+965`)
    cleanup()
    render(
      <LocaleProvider country="FR">
        <PhoneInput label="Phone" />
      </LocaleProvider>,
    )
    expect(countryButton().textContent).toBe(`${flagOf('SA')}+966`)
  })

  it('moves to the country of a typed + code and reads the number in it', () => {
    const countries: string[] = []
    const results: (string | undefined)[] = []
    render(
      <PhoneInput
        label="Phone"
        onCountryChange={(code) => countries.push(code)}
        onValueChange={(_, result) => results.push(result.valid ? result.e164 : undefined)}
      />,
    )
    const input = screen.getByLabelText('Phone') as HTMLInputElement
    input.focus()
    expect(countryButton().textContent).toBe(`${flagOf('SA')}+966`)
    fireEvent.change(input, { target: { value: '+97' } })
    expect(countryButton().textContent).toBe(`${flagOf('SA')}+966`)
    fireEvent.change(input, { target: { value: '+971 50 123 4567' } })
    expect(countryButton().textContent).toBe(`${flagOf('AE')}+971`)
    // The shopper goes on typing: the focus stays in the number.
    expect(document.activeElement).toBe(input)
    expect(countries).toEqual(['AE'])
    expect(results.at(-1)).toBe('+971501234567')
    expect(input.validity.valid).toBe(true)
    // +44 is shared (GB, GG, IM, JE): the list's one country with it.
    fireEvent.change(input, { target: { value: '+44' } })
    expect(countryButton().textContent).toBe(`${flagOf('GB')}+44`)
    // A national number leaves the chosen country alone.
    fireEvent.change(input, { target: { value: '07911 123456' } })
    expect(countries).toEqual(['AE', 'GB'])
  })

  it('starts on the country of a number given with its + code', () => {
    render(
      <LocaleProvider country="SA">
        <PhoneInput label="Phone" defaultValue="+201012345678" />
      </LocaleProvider>,
    )
    expect(countryButton().textContent).toBe(`${flagOf('EG')}+20`)
  })

  it('sends the country shown with its form, under countryName', () => {
    render(
      <form aria-label="Sign up">
        <LocaleProvider country="AE">
          <PhoneInput label="Phone" name="phone" countryName="phone_country" />
        </LocaleProvider>
      </form>,
    )
    const form = screen.getByRole('form', { name: 'Sign up' }) as HTMLFormElement
    expect(new FormData(form).get('phone_country')).toBe('AE')
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+20 10' } })
    expect(new FormData(form).get('phone_country')).toBe('EG')
  })

  it("shows the owner's error while its own is not shown", () => {
    render(<PhoneInput label="Phone" error="Already registered" />)
    const input = screen.getByLabelText('Phone')
    expect(screen.getByRole('alert').textContent).toBe('Already registered')
    fireEvent.change(input, { target: { value: '12' } })
    fireEvent.blur(input)
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Invalid phone number',
    ])
  })
})

import type { CountryCode, PhoneInputResult } from '@matjar/core/phone'
import { useEffect, useState } from 'react'

type PhoneModule = typeof import('@matjar/core/phone')
let loading: Promise<PhoneModule> | undefined
// The phone metadata is large: it loads on first use, never with the rest of the SDK.
const loadPhone = () => {
  loading ??= import('@matjar/core/phone')
  return loading
}

export interface UsePhoneNumberResult {
  /** Null until the phone rules have loaded (right after the first render in the browser). */
  result: PhoneInputResult | null
  /** The input with only digits, spaces, parentheses, plus and hyphen, at most 250 characters. */
  sanitized: string
}

/**
 * Reads a phone number as the shopper types it (spec §5): valid only when it matches its
 * country's numbering plan, with the parse errors INVALID_COUNTRY, NOT_A_NUMBER, TOO_SHORT,
 * TOO_LONG.
 */
export const usePhoneNumber = (
  input: string,
  defaultCountry: CountryCode = 'SA',
): UsePhoneNumberResult => {
  const [phone, setPhone] = useState<PhoneModule | null>(null)
  useEffect(() => {
    let live = true
    void loadPhone().then((module) => {
      if (live) setPhone(module)
    })
    return () => {
      live = false
    }
  }, [])
  if (!phone) return { result: null, sanitized: input }
  const sanitized = phone.sanitizePhoneInput(input)
  return { result: phone.parsePhone(sanitized, defaultCountry), sanitized }
}

'use client'

import type { CountryCode, PhoneInputResult } from '@matjar/core/phone'
import { useEffect, useState } from 'react'

type PhoneModule = typeof import('@matjar/core/phone')
let loading: Promise<PhoneModule> | undefined
// The phone metadata is large: it loads on first use, in its own chunk, never with the SDK.
const loadPhone = () => {
  loading ??= import('@matjar/core/phone')
  return loading
}

/** The message an input shows: the catalogue keys of spec §5. */
export type PhoneMessageKey = 'validation.phone.required' | 'validation.phone.invalid'

export interface UsePhoneNumberResult {
  /** False until the phone rules have loaded (right after the first render in the browser). */
  isReady: boolean
  /** What the input holds (country, formatted, E.164, parse error); null until ready. */
  result: PhoneInputResult | null
  /** True only when the number matches its country's numbering plan. */
  valid: boolean
  /**
   * The message key to set on the input (`setCustomValidity`): required when empty, invalid when
   * not a valid number; null when valid and while the rules load.
   */
  messageKey: PhoneMessageKey | null
  /** The input with only digits, spaces, parentheses, plus and hyphen, at most 250 characters. */
  sanitized: string
}

/**
 * Reads a phone number as the shopper types it (spec §5): valid only when it matches its
 * country's numbering plan, with the parse errors INVALID_COUNTRY, NOT_A_NUMBER, TOO_SHORT,
 * TOO_LONG. Needs no provider. Server and first browser render give `isReady: false`.
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
  if (!phone)
    return { isReady: false, result: null, valid: false, messageKey: null, sanitized: input }
  const sanitized = phone.sanitizePhoneInput(input)
  const result = phone.parsePhone(sanitized, defaultCountry)
  const messageKey: PhoneMessageKey | null =
    sanitized.trim() === ''
      ? 'validation.phone.required'
      : result.valid
        ? null
        : phone.PHONE_INVALID_MESSAGE_KEY
  return { isReady: true, result, valid: result.valid, messageKey, sanitized }
}

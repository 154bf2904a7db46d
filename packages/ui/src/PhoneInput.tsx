'use client'

import {
  connectPhoneDropdown,
  type Direction,
  defaultPhoneCountries,
  type Language,
  type PhoneCountry,
  phoneDropdownDom,
  phoneDropdownMachine,
  sdkMessages,
} from '@matjar/core'
import {
  type CountryCode,
  countryOfTyped,
  PHONE_INVALID_MESSAGE_KEY,
  PHONE_MAX_INPUT_LENGTH,
  type PhoneInputResult,
  parsePhone,
  sanitizePhoneInput,
} from '@matjar/core/phone'
import { useActorRef, useSelector } from '@xstate/react'
import { clsx } from 'clsx'
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useDirection } from './direction.tsx'
import { Field } from './Field.tsx'
import { ChevronDownIcon } from './icons.tsx'
import { useLanguage, useVisitorCountry } from './locale.tsx'
import { uiMessages } from './ui-messages.ts'
import { useControllableState } from './use-controllable.ts'
import { useMessages } from './use-messages.ts'

/** A flag from a country code, as two regional-indicator letters (no image files). */
export const flagOf = (code: string): string =>
  code
    .toUpperCase()
    .replace(/[A-Z]/g, (letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65))

/**
 * The country of the list a number typed with its `+` code belongs to: the one its digits tell
 * (AE for "+971"), else the only one of the list with that calling code; undefined while they do
 * not tell, and when the current country already has that code (+1 keeps Canada).
 */
const typedCountry = (
  list: readonly PhoneCountry[],
  text: string,
  current?: string,
): string | undefined => {
  const { callingCode, country } = countryOfTyped(text)
  if (!callingCode) return undefined
  const dial = (item: PhoneCountry) => item.dialCode.replace(/^\+/, '')
  if (country && list.some((item) => item.code === country)) return country
  if (list.some((item) => item.code === current && dial(item) === callingCode)) return undefined
  const same = list.filter((item) => dial(item) === callingCode)
  return same.length === 1 ? same[0]?.code : undefined
}

/** The country to start on: the number's own, the app's, the visitor's (if listed), else SA. */
const startingCountry = (
  list: readonly PhoneCountry[],
  text: string,
  given: string | undefined,
  visitor: string | undefined,
): string =>
  typedCountry(list, text) ??
  given ??
  (visitor && list.some((item) => item.code === visitor) ? visitor : 'SA')

export interface PhoneInputChange extends PhoneInputResult {
  /** The text as typed (sanitised). */
  input: string
}

export interface PhoneInputProps {
  label: string
  value?: string
  defaultValue?: string
  onValueChange?: (value: string, result: PhoneInputChange) => void
  /** The country shown (controlled); typing a `+` code still tells `onCountryChange`. */
  country?: string
  /**
   * The country it starts on: a `defaultValue` typed with its `+` code says its own; else this;
   * else the provider's `country` (the visitor's, when it is in the list); else Saudi Arabia.
   */
  defaultCountry?: string | undefined
  /** Told when the shopper picks a country, or types a `+` code of another one. */
  onCountryChange?: (code: string) => void
  countries?: readonly PhoneCountry[]
  /** Shown and set as the input's custom validity when the number does not fit its country. */
  invalidMessage?: string
  /** An error of your own (e.g. from the server), shown under the field while its own is not. */
  error?: string | null | undefined
  /** Spec §5: at most 250 characters (the widget's own default reading was 25). */
  maxLength?: number
  name?: string
  /**
   * Sends the country shown with the form under this name (a hidden field, e.g. `phone_country`),
   * so a server can read a national number in it, with or without JavaScript.
   */
  countryName?: string
  required?: boolean
  disabled?: boolean
  /** The language of its words and country names; the `LocaleProvider`'s by default. */
  language?: Language
  /** The reading direction; the `LocaleProvider`'s by default. */
  dir?: Direction
  className?: string
}

/**
 * A phone number with its country (spec §3–§5, §9). The country list (flags, search, arrow keys,
 * type-to-find that forgets after 700 ms, upward when under 200 px below) is `phoneDropdownMachine`,
 * its parts' props from `connectPhoneDropdown` (this is markup); the number is sanitised and checked by `@matjar/core/phone`, and an invalid one sets the input's
 * custom validity so forms refuse it.
 */
export function PhoneInput({
  label,
  value,
  defaultValue = '',
  onValueChange,
  country,
  defaultCountry,
  onCountryChange,
  countries,
  invalidMessage,
  error,
  maxLength = PHONE_MAX_INPUT_LENGTH,
  name,
  countryName,
  required,
  disabled,
  language: own,
  dir,
  className,
}: PhoneInputProps) {
  const direction = useDirection(dir)
  const language = useLanguage(own)
  const t = useMessages(uiMessages, language)
  const sdk = useMessages(sdkMessages, language)
  const id = useId()
  const list = useMemo(() => countries ?? defaultPhoneCountries(language), [countries, language])
  const visitor = useVisitorCountry()
  const [text, setText] = useState(value ?? defaultValue)
  const [code, setCode] = useControllableState(
    country,
    startingCountry(list, value ?? defaultValue, defaultCountry, visitor),
    onCountryChange,
  )
  const shownText = value ?? text
  const [touched, setTouched] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const search = useRef<HTMLInputElement>(null)

  const dropdown = useActorRef(phoneDropdownMachine, {
    input: { countries: list, selectedCode: code },
  })
  const snapshot = useSelector(
    dropdown,
    (state) => ({ value: state.matches('open') ? 'open' : 'closed', context: state.context }),
    (a, b) =>
      a.value === b.value &&
      a.context.options === b.context.options &&
      a.context.highlightedIndex === b.context.highlightedIndex &&
      a.context.placement === b.context.placement &&
      a.context.search === b.context.search &&
      a.context.selectedCode === b.context.selectedCode,
  )
  const phone = connectPhoneDropdown(snapshot, dropdown.send, {
    id,
    code,
    disabled,
    words: {
      country: t('phone.country'),
      search: t('phone.search'),
      noResults: t('phone.noResults'),
    },
  })
  // The list tells its choice (and the button takes focus back); a country set from outside the
  // list (a typed + code, the owner's `country`) is only shown, focus stays where it is.
  const following = useRef(false)
  useEffect(() => {
    const subscription = dropdown.on('phoneDropdown.selected', ({ country: chosen }) => {
      if (following.current) return
      setCode(chosen.code)
      phoneDropdownDom.trigger(id)?.focus()
    })
    return () => subscription.unsubscribe()
  }, [dropdown, setCode, id])
  useEffect(() => {
    dropdown.send({ type: 'phoneDropdown.setCountries', countries: list })
  }, [dropdown, list])
  const selectedCode = snapshot.context.selectedCode
  useEffect(() => {
    if (code === selectedCode) return
    following.current = true
    dropdown.send({ type: 'phoneDropdown.select', code })
    following.current = false
  }, [dropdown, code, selectedCode])

  const result: PhoneInputResult = shownText
    ? parsePhone(shownText, code as CountryCode)
    : { valid: false }
  const invalid = shownText !== '' && !result.valid
  const message = invalidMessage ?? sdk(PHONE_INVALID_MESSAGE_KEY)
  useLayoutEffect(() => {
    input.current?.setCustomValidity(invalid ? message : '')
  }, [invalid, message])
  useEffect(() => {
    if (phone.open) search.current?.focus()
  }, [phone.open])
  const showError = invalid && touched
  const { selected } = phone

  return (
    <Field
      className={clsx('matjar-field matjar-phone', className)}
      dir={direction}
      {...phone.rootProps}
      id={id}
      label={label}
      error={showError ? message : (error ?? null)}
      disabled={disabled}
    >
      {(control) => (
        <div className="matjar-field-control matjar-phone-control">
          <button className="matjar-phone-country" {...phone.triggerProps}>
            <span aria-hidden="true" className="matjar-flag">
              {selected ? flagOf(selected.code) : '🏳'}
            </span>
            <span dir="ltr">{selected?.dialCode}</span>
            <ChevronDownIcon size={14} />
          </button>
          <input
            ref={input}
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            name={name}
            required={required}
            disabled={disabled}
            maxLength={maxLength}
            value={shownText}
            className="matjar-field-input"
            onBlur={() => setTouched(true)}
            onChange={(event) => {
              const next = sanitizePhoneInput(event.currentTarget.value).slice(0, maxLength)
              if (value === undefined) setText(next)
              // "+971…" moves the button to the United Arab Emirates as it is typed.
              const typed = typedCountry(list, next, code) ?? code
              if (typed !== code) setCode(typed)
              onValueChange?.(next, { ...parsePhone(next, typed as CountryCode), input: next })
            }}
          />
          {countryName ? <input type="hidden" name={countryName} value={code} /> : null}
          {phone.open ? (
            <div className="matjar-phone-panel" {...phone.panelProps}>
              <input ref={search} className="matjar-field-input" {...phone.searchProps} />
              <ul className="matjar-phone-list" {...phone.listProps}>
                {phone.options.map((item, index) => (
                  <li key={item.code} {...phone.optionProps(item, index)}>
                    <span aria-hidden="true" className="matjar-flag">
                      {flagOf(item.code)}
                    </span>
                    <span className="matjar-phone-name">{item.name}</span>
                    <span aria-hidden="true" className="matjar-phone-code">
                      {item.code}
                    </span>
                    <span dir="ltr" className="matjar-phone-dial">
                      {item.dialCode}
                    </span>
                  </li>
                ))}
                {phone.empty ? <li {...phone.emptyProps} /> : null}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  )
}

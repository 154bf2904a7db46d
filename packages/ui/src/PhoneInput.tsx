'use client'

import {
  type Direction,
  defaultPhoneCountries,
  type Language,
  type PhoneCountry,
  phoneDropdownMachine,
  sdkMessages,
} from '@matjar/core'
import {
  type CountryCode,
  PHONE_INVALID_MESSAGE_KEY,
  PHONE_MAX_INPUT_LENGTH,
  type PhoneInputResult,
  parsePhone,
  sanitizePhoneInput,
} from '@matjar/core/phone'
import { useActorRef, useSelector } from '@xstate/react'
import { clsx } from 'clsx'
import {
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useDirection } from './direction.tsx'
import { Field } from './Field.tsx'
import { ChevronDownIcon } from './icons.tsx'
import { useLanguage } from './locale.tsx'
import { uiMessages } from './ui-messages.ts'
import { useControllableState } from './use-controllable.ts'
import { useMessages } from './use-messages.ts'

/** A flag from a country code, as two regional-indicator letters (no image files). */
export const flagOf = (code: string): string =>
  code
    .toUpperCase()
    .replace(/[A-Z]/g, (letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65))

export interface PhoneInputChange extends PhoneInputResult {
  /** The text as typed (sanitised). */
  input: string
}

export interface PhoneInputProps {
  label: string
  value?: string
  defaultValue?: string
  onValueChange?: (value: string, result: PhoneInputChange) => void
  country?: string
  defaultCountry?: string
  onCountryChange?: (code: string) => void
  countries?: readonly PhoneCountry[]
  /** Shown and set as the input's custom validity when the number does not fit its country. */
  invalidMessage?: string
  /** Spec §5: at most 250 characters (the widget's own default reading was 25). */
  maxLength?: number
  name?: string
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
 * type-to-find that forgets after 700 ms, upward when under 200 px below) is `phoneDropdownMachine`;
 * the number is sanitised and checked by `@matjar/core/phone`, and an invalid one sets the input's
 * custom validity so forms refuse it.
 */
export function PhoneInput({
  label,
  value,
  defaultValue = '',
  onValueChange,
  country,
  defaultCountry = 'SA',
  onCountryChange,
  countries,
  invalidMessage,
  maxLength = PHONE_MAX_INPUT_LENGTH,
  name,
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
  const [code, setCode] = useControllableState(country, defaultCountry, onCountryChange)
  const [text, setText] = useState(value ?? defaultValue)
  const shownText = value ?? text
  const [touched, setTouched] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const search = useRef<HTMLInputElement>(null)

  const dropdown = useActorRef(phoneDropdownMachine, {
    input: { countries: list, selectedCode: code },
  })
  const view = useSelector(
    dropdown,
    (snapshot) => ({ open: snapshot.matches('open'), ...snapshot.context }),
    (a, b) =>
      a.open === b.open &&
      a.options === b.options &&
      a.highlightedIndex === b.highlightedIndex &&
      a.placement === b.placement &&
      a.search === b.search &&
      a.selectedCode === b.selectedCode,
  )
  useEffect(() => {
    const subscription = dropdown.on('phoneDropdown.selected', ({ country: chosen }) => {
      setCode(chosen.code)
      trigger.current?.focus()
    })
    return () => subscription.unsubscribe()
  }, [dropdown, setCode])
  useEffect(() => {
    dropdown.send({ type: 'phoneDropdown.setCountries', countries: list })
  }, [dropdown, list])
  useEffect(() => {
    if (code !== view.selectedCode) dropdown.send({ type: 'phoneDropdown.select', code })
  }, [dropdown, code, view.selectedCode])

  const result: PhoneInputResult = shownText
    ? parsePhone(shownText, code as CountryCode)
    : { valid: false }
  const invalid = shownText !== '' && !result.valid
  const message = invalidMessage ?? sdk(PHONE_INVALID_MESSAGE_KEY)
  useLayoutEffect(() => {
    input.current?.setCustomValidity(invalid ? message : '')
  }, [invalid, message])
  useEffect(() => {
    if (view.open) search.current?.focus()
  }, [view.open])

  const selected = list.find((item) => item.code === code)
  const highlighted = view.options[view.highlightedIndex]
  const optionId = (item: PhoneCountry) => `${id}-option-${item.code}`
  const showError = invalid && touched

  const open = () => {
    const rect = trigger.current?.getBoundingClientRect()
    const spaceBelow = rect ? window.innerHeight - rect.bottom : Number.POSITIVE_INFINITY
    dropdown.send({ type: 'phoneDropdown.open', spaceBelow })
  }
  const onListKey = (event: KeyboardEvent<HTMLElement>) => {
    const inSearch = event.target === search.current
    const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey
    if (inSearch && printable) return // typing into the search box filters the list
    if (event.key === 'Tab') return dropdown.send({ type: 'phoneDropdown.close' })
    if (event.key === 'Escape') trigger.current?.focus()
    if (printable || /^(Arrow(Up|Down)|Home|End|Enter|Escape)$/.test(event.key)) {
      event.preventDefault()
      dropdown.send({ type: 'phoneDropdown.key', key: event.key })
    }
  }

  return (
    <Field
      className={clsx('matjar-field matjar-phone', className)}
      dir={direction}
      data-state={view.open ? 'open' : 'closed'}
      id={id}
      label={label}
      error={showError ? message : null}
      disabled={disabled}
    >
      {(control) => (
        <div className="matjar-field-control matjar-phone-control">
          <button
            ref={trigger}
            type="button"
            className="matjar-phone-country"
            aria-haspopup="listbox"
            aria-expanded={view.open}
            aria-label={`${t('phone.country')}: ${selected?.name ?? code} ${selected?.dialCode ?? ''}`.trim()}
            disabled={disabled}
            onClick={() => (view.open ? dropdown.send({ type: 'phoneDropdown.close' }) : open())}
            onKeyDown={(event) => {
              if (!view.open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
                event.preventDefault()
                open()
              }
            }}
          >
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
              onValueChange?.(next, { ...parsePhone(next, code as CountryCode), input: next })
            }}
          />
          {view.open ? (
            // biome-ignore lint/a11y/noStaticElementInteractions: keys of the search box and the list meet here.
            <div
              className="matjar-phone-panel"
              data-placement={view.placement}
              onKeyDown={onListKey}
            >
              <input
                ref={search}
                type="search"
                className="matjar-field-input"
                aria-label={t('phone.search')}
                placeholder={t('phone.search')}
                role="combobox"
                aria-expanded="true"
                aria-controls={`${id}-list`}
                aria-autocomplete="list"
                aria-activedescendant={highlighted ? optionId(highlighted) : undefined}
                value={view.search}
                onChange={(event) =>
                  dropdown.send({ type: 'phoneDropdown.search', text: event.currentTarget.value })
                }
              />
              <ul
                id={`${id}-list`}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox's list.
                role="listbox"
                aria-label={t('phone.country')}
                className="matjar-phone-list"
              >
                {view.options.map((item, index) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach options through the search box (aria-activedescendant).
                  // biome-ignore lint/a11y/useFocusableInteractive: options of a combobox list are not Tab stops.
                  <li
                    key={item.code}
                    id={optionId(item)}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox.
                    role="option"
                    aria-selected={item.code === code}
                    data-highlighted={index === view.highlightedIndex ? '' : undefined}
                    onPointerMove={() => dropdown.send({ type: 'phoneDropdown.highlight', index })}
                    onClick={() => dropdown.send({ type: 'phoneDropdown.select', code: item.code })}
                  >
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
                {view.options.length === 0 ? (
                  // biome-ignore lint/a11y/useFocusableInteractive: a disabled option saying nothing matched.
                  <li
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox.
                    role="option"
                    aria-selected="false"
                    aria-disabled="true"
                  >
                    {t('phone.noResults')}
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  )
}

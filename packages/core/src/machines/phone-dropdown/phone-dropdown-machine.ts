import { and, assign, emit, setup } from 'xstate'
import {
  filterCountries,
  findCountryByPrefix,
  type PhoneCountry,
} from '../../phone/phone-countries.ts'

/** With less space than this below the input, the list opens upward (spec §9). */
export const PHONE_DROPDOWN_MIN_SPACE_BELOW_PX = 200
/** Type-to-find forgets what was typed this long after the last key (spec §9). */
export const PHONE_DROPDOWN_TYPEAHEAD_RESET_MS = 700

export type PhoneDropdownPlacement = 'top' | 'bottom'

/** Where the list opens, given the free space below the input in CSS pixels. */
export const placementFor = (spaceBelow: number): PhoneDropdownPlacement =>
  spaceBelow < PHONE_DROPDOWN_MIN_SPACE_BELOW_PX ? 'top' : 'bottom'

/** The keys that move the highlight. They wrap: down from the last goes to the first. */
export type HighlightKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'

const HIGHLIGHT_KEYS: readonly string[] = ['ArrowDown', 'ArrowUp', 'Home', 'End']

/** The highlight after `key`, in a list of `count` items; -1 when the list is empty. */
export const movedHighlight = (index: number, count: number, key: HighlightKey): number => {
  if (count <= 0) return -1
  switch (key) {
    case 'ArrowDown':
      return index < 0 ? 0 : (index + 1) % count
    case 'ArrowUp':
      return index <= 0 ? count - 1 : index - 1
    case 'Home':
      return 0
    case 'End':
      return count - 1
  }
}

export interface PhoneDropdownContext {
  /** Every country, as given. */
  countries: readonly PhoneCountry[]
  /** The search box's text. */
  search: string
  /** The countries shown: `countries` filtered by `search`. */
  options: readonly PhoneCountry[]
  /** Index in `options` of the highlighted country; -1 for none (always -1 while closed). */
  highlightedIndex: number
  selectedCode: string | null
  placement: PhoneDropdownPlacement
  /** What was typed for type-to-find; cleared 700 ms after the last key. */
  query: string
}

export interface PhoneDropdownInput {
  countries: readonly PhoneCountry[]
  selectedCode?: string | null
}

export type PhoneDropdownEvent =
  /** `spaceBelow`: free space under the input, in CSS pixels, measured by the opener. */
  | { type: 'phoneDropdown.open'; spaceBelow: number }
  | { type: 'phoneDropdown.close' }
  /** A `KeyboardEvent.key` while the list is open. */
  | { type: 'phoneDropdown.key'; key: string }
  /** Pointer hover over `options[index]`. */
  | { type: 'phoneDropdown.highlight'; index: number }
  /** Click on a country, or a controlled value from outside; closes the list. */
  | { type: 'phoneDropdown.select'; code: string }
  | { type: 'phoneDropdown.search'; text: string }
  | { type: 'phoneDropdown.setCountries'; countries: readonly PhoneCountry[] }

export type PhoneDropdownEmitted = { type: 'phoneDropdown.selected'; country: PhoneCountry }

const indexOfCode = (options: readonly PhoneCountry[], code: string | null) =>
  code === null ? -1 : options.findIndex((country) => country.code === code)

/** The selected country if shown, else the first one, else none. */
const initialHighlight = (options: readonly PhoneCountry[], selectedCode: string | null) => {
  const selected = indexOfCode(options, selectedCode)
  return selected >= 0 ? selected : options.length ? 0 : -1
}

const isTypeaheadKey = (key: string, query: string) =>
  [...key].length === 1 && (key !== ' ' || query !== '')

const closedContext = { search: '', highlightedIndex: -1, query: '' } as const

/**
 * The phone input's country dropdown (spec §4): `closed`, or `open` with `open.idle` and
 * `open.typing` (type-to-find; the query clears 700 ms after the last key). The list opens upward
 * when less than 200 px is free below. ArrowDown, ArrowUp, Home and End move the highlight
 * (wrapping), Enter selects it, Escape closes. Choosing a country emits `phoneDropdown.selected`.
 */
export const phoneDropdownMachine = setup({
  types: {
    context: {} as PhoneDropdownContext,
    events: {} as PhoneDropdownEvent,
    input: {} as PhoneDropdownInput,
    emitted: {} as PhoneDropdownEmitted,
  },
  delays: {
    typeaheadReset: PHONE_DROPDOWN_TYPEAHEAD_RESET_MS,
  },
  guards: {
    isKey: ({ event }, params: { key: string }) =>
      event.type === 'phoneDropdown.key' && event.key === params.key,
    isHighlightKey: ({ event }) =>
      event.type === 'phoneDropdown.key' && HIGHLIGHT_KEYS.includes(event.key),
    isTypeaheadKey: ({ context, event }) =>
      event.type === 'phoneDropdown.key' && isTypeaheadKey(event.key, context.query),
    hasHighlight: ({ context }) => context.options[context.highlightedIndex] !== undefined,
    isShownIndex: ({ context, event }) =>
      event.type === 'phoneDropdown.highlight' &&
      Number.isInteger(event.index) &&
      context.options[event.index] !== undefined,
    isKnownCode: ({ context, event }) =>
      event.type === 'phoneDropdown.select' && indexOfCode(context.countries, event.code) >= 0,
  },
  actions: {
    openList: assign(({ context, event }) => ({
      ...closedContext,
      options: context.countries,
      highlightedIndex: initialHighlight(context.countries, context.selectedCode),
      placement: event.type === 'phoneDropdown.open' ? placementFor(event.spaceBelow) : 'bottom',
    })),
    place: assign(({ context, event }) => ({
      placement:
        event.type === 'phoneDropdown.open' ? placementFor(event.spaceBelow) : context.placement,
    })),
    closeList: assign(({ context }) => ({ ...closedContext, options: context.countries })),
    moveHighlight: assign(({ context, event }) => ({
      highlightedIndex:
        event.type === 'phoneDropdown.key'
          ? movedHighlight(
              context.highlightedIndex,
              context.options.length,
              event.key as HighlightKey,
            )
          : context.highlightedIndex,
    })),
    highlight: assign(({ context, event }) => ({
      highlightedIndex:
        event.type === 'phoneDropdown.highlight' ? event.index : context.highlightedIndex,
    })),
    typeahead: assign(({ context, event }) => {
      if (event.type !== 'phoneDropdown.key') return {}
      const query = context.query + event.key
      const found = findCountryByPrefix(context.options, query)
      return { query, highlightedIndex: found >= 0 ? found : context.highlightedIndex }
    }),
    clearQuery: assign({ query: '' }),
    search: assign(({ context, event }) => {
      if (event.type !== 'phoneDropdown.search') return {}
      const options = filterCountries(context.countries, event.text)
      return { search: event.text, options, highlightedIndex: options.length ? 0 : -1, query: '' }
    }),
    setCountries: assign(({ context, event }) => {
      if (event.type !== 'phoneDropdown.setCountries') return {}
      const options = filterCountries(event.countries, context.search)
      return { countries: event.countries, options }
    }),
    rehighlight: assign(({ context }) => ({
      highlightedIndex: initialHighlight(context.options, context.selectedCode),
    })),
    selectHighlighted: assign(({ context }) => ({
      selectedCode: context.options[context.highlightedIndex]?.code ?? context.selectedCode,
    })),
    selectCode: assign(({ context, event }) => ({
      selectedCode: event.type === 'phoneDropdown.select' ? event.code : context.selectedCode,
    })),
    announceSelection: emit(({ context }) => ({
      type: 'phoneDropdown.selected' as const,
      // Guarded: the selected code is one of the countries.
      country: context.countries.find((country) => country.code === context.selectedCode)!,
    })),
  },
}).createMachine({
  id: 'phoneDropdown',
  context: ({ input }) => ({
    countries: input.countries,
    options: input.countries,
    selectedCode: input.selectedCode ?? null,
    placement: 'bottom',
    ...closedContext,
  }),
  initial: 'closed',
  on: {
    'phoneDropdown.select': {
      guard: 'isKnownCode',
      target: '.closed',
      actions: ['selectCode', 'closeList', 'announceSelection'],
    },
  },
  states: {
    closed: {
      on: {
        'phoneDropdown.open': { target: 'open', actions: 'openList' },
        'phoneDropdown.setCountries': { actions: 'setCountries' },
      },
    },
    open: {
      initial: 'idle',
      on: {
        'phoneDropdown.open': { actions: 'place' },
        'phoneDropdown.close': { target: 'closed', actions: 'closeList' },
        'phoneDropdown.highlight': { guard: 'isShownIndex', actions: 'highlight' },
        'phoneDropdown.search': { target: '.idle', actions: 'search' },
        'phoneDropdown.setCountries': { actions: ['setCountries', 'rehighlight'] },
        'phoneDropdown.key': [
          {
            guard: { type: 'isKey', params: { key: 'Escape' } },
            target: 'closed',
            actions: 'closeList',
          },
          {
            guard: and([{ type: 'isKey', params: { key: 'Enter' } }, 'hasHighlight']),
            target: 'closed',
            actions: ['selectHighlighted', 'closeList', 'announceSelection'],
          },
          { guard: 'isHighlightKey', actions: 'moveHighlight' },
          // Targeting the child from its parent re-enters it: every key restarts the 700 ms.
          { guard: 'isTypeaheadKey', target: '.typing', actions: 'typeahead' },
        ],
      },
      states: {
        idle: {},
        typing: {
          after: {
            typeaheadReset: { target: 'idle', actions: 'clearQuery' },
          },
        },
      },
    },
  },
})

export type PhoneDropdownMachine = typeof phoneDropdownMachine

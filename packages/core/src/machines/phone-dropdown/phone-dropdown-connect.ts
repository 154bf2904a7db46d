import type { PhoneCountry } from '../../phone/phone-countries.ts'
import type { ElementEventLike, EventLike, KeyEventLike } from '../dom-events.ts'
import type { PhoneDropdownContext, PhoneDropdownEvent } from './phone-dropdown-machine.ts'

/** The dropdown's words, in the page's language (the component's catalogue supplies them). */
export interface PhoneDropdownWords {
  /** "Country". */
  country: string
  /** "Search countries". */
  search: string
  /** "No country matches". */
  noResults: string
}

export interface PhoneDropdownConnectOptions {
  /** The widget's id (React's `useId()`): every part's id is made from it, here only. */
  id: string
  /** The selected country's code (the component may control it). */
  code: string
  disabled?: boolean
  words: PhoneDropdownWords
}

/** The ids of the dropdown's parts, and how to find them in the page. */
export const phoneDropdownDom = {
  triggerId: (id: string) => `${id}-country`,
  searchId: (id: string) => `${id}-search`,
  listId: (id: string) => `${id}-list`,
  optionId: (id: string, code: string) => `${id}-option-${code}`,
  /** The trigger, where focus returns when a country is chosen or the list is left. */
  trigger: (id: string) =>
    typeof document === 'undefined' ? null : document.getElementById(`${id}-country`),
}

const LIST_KEYS = /^(Arrow(Up|Down)|Home|End|Enter|Escape)$/

/**
 * The phone input's country dropdown as props, from its snapshot (Zag's `connect`): the trigger,
 * the panel with its search box, the list and each option. The component spreads them on its
 * markup and holds no behaviour of its own. Every handler does nothing when the event was
 * prevented already, so a caller's own handler can cancel it.
 */
export const connectPhoneDropdown = (
  snapshot: { value: unknown; context: PhoneDropdownContext },
  send: (event: PhoneDropdownEvent) => void,
  { id, code, disabled, words }: PhoneDropdownConnectOptions,
) => {
  const { options, highlightedIndex, placement, search } = snapshot.context
  const open = snapshot.value !== 'closed'
  const selected = snapshot.context.countries.find((country) => country.code === code)
  const highlighted = options[highlightedIndex]
  const dom = phoneDropdownDom
  /** Opens below the trigger, or above when the window has too little room under it. */
  const openFrom = (event: ElementEventLike) => {
    const rect = event.currentTarget.getBoundingClientRect()
    const spaceBelow = typeof window === 'undefined' ? Infinity : window.innerHeight - rect.bottom
    send({ type: 'phoneDropdown.open', spaceBelow })
  }
  return {
    open,
    selected,
    options,
    /** Nothing matches the search: the list shows `emptyProps`. */
    empty: options.length === 0,
    rootProps: { 'data-state': open ? ('open' as const) : ('closed' as const) },
    triggerProps: {
      id: dom.triggerId(id),
      type: 'button' as const,
      'aria-haspopup': 'listbox' as const,
      'aria-expanded': open,
      'aria-label':
        `${words.country}: ${selected?.name ?? code} ${selected?.dialCode ?? ''}`.trim(),
      disabled,
      onClick: (event: ElementEventLike) => {
        if (event.defaultPrevented) return
        if (open) send({ type: 'phoneDropdown.close' })
        else openFrom(event)
      },
      onKeyDown: (event: ElementEventLike & KeyEventLike) => {
        if (event.defaultPrevented || open) return
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
        event.preventDefault()
        openFrom(event)
      },
    },
    /** The panel: keys of the search box and of the list meet here. */
    panelProps: {
      'data-placement': placement,
      onKeyDown: (event: KeyEventLike) => {
        if (event.defaultPrevented) return
        const inSearch = (event.target as { id?: string } | null)?.id === dom.searchId(id)
        const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey
        if (inSearch && printable) return // typing into the search box filters the list
        if (event.key === 'Tab') return send({ type: 'phoneDropdown.close' })
        if (event.key === 'Escape') dom.trigger(id)?.focus()
        if (printable || LIST_KEYS.test(event.key)) {
          event.preventDefault()
          send({ type: 'phoneDropdown.key', key: event.key })
        }
      },
    },
    searchProps: {
      id: dom.searchId(id),
      type: 'search' as const,
      'aria-label': words.search,
      placeholder: words.search,
      role: 'combobox' as const,
      'aria-expanded': true,
      'aria-controls': dom.listId(id),
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': highlighted ? dom.optionId(id, highlighted.code) : undefined,
      value: search,
      onChange: (event: EventLike & { currentTarget: { value: string } }) => {
        if (!event.defaultPrevented) {
          send({ type: 'phoneDropdown.search', text: event.currentTarget.value })
        }
      },
    },
    listProps: { id: dom.listId(id), role: 'listbox' as const, 'aria-label': words.country },
    optionProps: (country: PhoneCountry, index: number) => ({
      id: dom.optionId(id, country.code),
      role: 'option' as const,
      'aria-selected': country.code === code,
      'data-highlighted': index === highlightedIndex ? '' : undefined,
      onPointerMove: (event: EventLike) => {
        if (!event.defaultPrevented) send({ type: 'phoneDropdown.highlight', index })
      },
      onClick: (event: EventLike) => {
        if (!event.defaultPrevented) send({ type: 'phoneDropdown.select', code: country.code })
      },
    }),
    emptyProps: {
      role: 'option' as const,
      'aria-selected': false,
      'aria-disabled': true,
      children: words.noResults,
    },
  }
}

export type PhoneDropdownApi = ReturnType<typeof connectPhoneDropdown>

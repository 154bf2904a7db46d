import { createModel, describeModel, reference } from '../../../test/machine-model/index.ts'
import { someCountries } from '../../../test/phone-countries.ts'
import {
  filterCountries,
  findCountryByPrefix,
  type PhoneCountry,
} from '../../phone/phone-countries.ts'
import {
  PHONE_DROPDOWN_TYPEAHEAD_RESET_MS,
  type PhoneDropdownEvent,
  phoneDropdownMachine,
} from './phone-dropdown-machine.ts'

const english = someCountries
const arabic: PhoneCountry[] = [
  { code: 'SA', name: 'السعودية', dialCode: '+966' },
  { code: 'EG', name: 'مصر', dialCode: '+20' },
]

const events: PhoneDropdownEvent[] = [
  { type: 'phoneDropdown.open', spaceBelow: 199 },
  { type: 'phoneDropdown.open', spaceBelow: 200 },
  ...['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', 'Escape', 's', 'u', ' ', 'Tab'].map(
    (key) => ({ type: 'phoneDropdown.key' as const, key }),
  ),
  { type: 'phoneDropdown.highlight', index: 1 },
  { type: 'phoneDropdown.highlight', index: 9 },
  { type: 'phoneDropdown.select', code: 'SD' },
  { type: 'phoneDropdown.select', code: 'ZZ' },
  { type: 'phoneDropdown.search', text: 'arab' },
  { type: 'phoneDropdown.search', text: '+9' },
  { type: 'phoneDropdown.search', text: 'zz' },
  { type: 'phoneDropdown.setCountries', countries: arabic },
  { type: 'phoneDropdown.setCountries', countries: english },
]

const codes = (list: readonly PhoneCountry[]) => list.map((country) => country.code).join()

/**
 * The dropdown as the spec describes it, without XState: the list opens on the selected country
 * (or the first), upward under 200 px; arrows wrap, Home and End jump, Enter takes the
 * highlighted country, Escape closes; letters find a country by its name's start and are
 * forgotten 700 ms after the last; the search box filters the list.
 */
interface Dropdown {
  open: boolean
  countries: readonly PhoneCountry[]
  search: string
  options: readonly PhoneCountry[]
  highlighted: number
  selected: string | null
  placement: 'top' | 'bottom'
  query: string
}
const firstHighlight = (options: readonly PhoneCountry[], selected: string | null) => {
  const at = options.findIndex((country) => country.code === selected)
  return at >= 0 ? at : options.length > 0 ? 0 : -1
}
const closedList = (d: Dropdown): Dropdown => ({
  ...d,
  open: false,
  search: '',
  options: d.countries,
  highlighted: -1,
  query: '',
})
const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index < 0 ? 0 : (index + 1) % count),
  ArrowUp: (index, count) => (index <= 0 ? count - 1 : index - 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
}
const dropdown = reference(phoneDropdownMachine, {
  initial: closedList({
    open: false,
    countries: english,
    search: '',
    options: english,
    highlighted: -1,
    selected: null,
    placement: 'bottom',
    query: '',
  }),
  next: (d, event): Dropdown => {
    if (event.type === 'phoneDropdown.select') {
      return d.countries.some((country) => country.code === event.code)
        ? closedList({ ...d, selected: event.code })
        : d
    }
    if (event.type === 'phoneDropdown.setCountries') {
      const options = filterCountries(event.countries, d.search)
      const moved = { ...d, countries: event.countries, options }
      return d.open ? { ...moved, highlighted: firstHighlight(options, d.selected) } : moved
    }
    const placement = (space: number) => (space < 200 ? 'top' : 'bottom')
    if (!d.open) {
      if (event.type !== 'phoneDropdown.open') return d
      return {
        ...closedList(d),
        open: true,
        highlighted: firstHighlight(d.countries, d.selected),
        placement: placement(event.spaceBelow),
      }
    }
    switch (event.type) {
      case 'phoneDropdown.open':
        return { ...d, placement: placement(event.spaceBelow) }
      case 'phoneDropdown.close':
        return closedList(d)
      case 'phoneDropdown.highlight':
        return d.options[event.index] ? { ...d, highlighted: event.index } : d
      case 'phoneDropdown.search': {
        const options = filterCountries(d.countries, event.text)
        return {
          ...d,
          search: event.text,
          options,
          highlighted: options.length ? 0 : -1,
          query: '',
        }
      }
      case 'phoneDropdown.key': {
        const { key } = event
        if (key === 'Escape') return closedList(d)
        const chosen = d.options[d.highlighted]
        if (key === 'Enter') return chosen ? closedList({ ...d, selected: chosen.code }) : d
        const move = keyMoves[key]
        if (move)
          return {
            ...d,
            highlighted: d.options.length ? move(d.highlighted, d.options.length) : -1,
          }
        if ([...key].length !== 1 || (key === ' ' && d.query === '')) return d
        const query = d.query + key
        const found = findCountryByPrefix(d.options, query)
        return { ...d, query, highlighted: found >= 0 ? found : d.highlighted }
      }
    }
    return event.type.startsWith('xstate.after.typeaheadReset') ? { ...d, query: '' } : d
  },
  view: (d) => ({
    open: d.open,
    shown: codes(d.options),
    highlighted: d.options[d.highlighted]?.code ?? null,
    selected: d.selected,
    search: d.search,
    ...(d.open ? { placement: d.placement } : {}),
  }),
  observe: (snapshot) => {
    const c = snapshot.context
    const open = snapshot.value !== 'closed'
    return {
      open,
      shown: codes(c.options),
      highlighted: c.options[c.highlightedIndex]?.code ?? null,
      selected: c.selectedCode,
      search: c.search,
      ...(open ? { placement: c.placement } : {}),
    }
  },
})

const model = createModel({
  machine: phoneDropdownMachine,
  reference: dropdown,
  input: { countries: english, selectedCode: null },
  events: () => events,
  // Type-to-find is explored up to two letters; longer queries only repeat the same transitions.
  filterEvents: (snapshot, event) =>
    !(
      event.type === 'phoneDropdown.key' &&
      event.key.length === 1 &&
      snapshot.context.query.length >= 2
    ),
  // Placement changes no transition, and the letters typed only matter as "some" or "none".
  serializeState: (snapshot) => {
    const c = snapshot.context
    return JSON.stringify([
      snapshot.value,
      c.countries === arabic ? 'ar' : 'en',
      c.search,
      c.highlightedIndex,
      c.selectedCode,
      c.query === '' ? '' : 'typed',
    ])
  },
  delays: { typeaheadReset: PHONE_DROPDOWN_TYPEAHEAD_RESET_MS },
  postconditions: {
    'arrows wrap, Home and End jump (open lists only)': (b, e, a) => {
      if (e.type !== 'phoneDropdown.key' || b.value === 'closed') return true
      const { key } = e
      const n = b.context.options.length
      const h = b.context.highlightedIndex
      const expected: Record<string, number> = {
        ArrowDown: n === 0 ? -1 : h === n - 1 ? 0 : h + 1,
        ArrowUp: n === 0 ? -1 : h <= 0 ? n - 1 : h - 1,
        Home: n === 0 ? -1 : 0,
        End: n - 1,
      }
      return !(key in expected) || a.context.highlightedIndex === expected[key]
    },
    'Enter selects the highlighted country and closes; Escape closes keeping the selection': (
      b,
      e,
      a,
    ) => {
      if (e.type !== 'phoneDropdown.key' || b.value === 'closed') return true
      const { key } = e
      const highlighted = b.context.options[b.context.highlightedIndex]
      if (key === 'Escape')
        return a.value === 'closed' && a.context.selectedCode === b.context.selectedCode
      if (key === 'Enter' && highlighted) {
        return a.value === 'closed' && a.context.selectedCode === highlighted.code
      }
      if (key === 'Enter') return a.value !== 'closed'
      return true
    },
    'a typed letter extends the query and jumps to the first name starting with it': (b, e, a) => {
      if (e.type !== 'phoneDropdown.key' || b.value === 'closed') return true
      const { key } = e
      if (key.length !== 1 || (key === ' ' && b.context.query === '')) return true
      const query = b.context.query + key
      const match = b.context.options.findIndex((c) => c.name.toLowerCase().startsWith(query))
      return (
        a.context.query === query &&
        a.context.highlightedIndex === (match >= 0 ? match : b.context.highlightedIndex)
      )
    },
    '700 ms after the last key the query is empty': (_b, e, a) =>
      !e.type.startsWith('xstate.after.typeaheadReset') || a.context.query === '',
    'keys do nothing while closed': (b, e, a) =>
      e.type !== 'phoneDropdown.key' ||
      b.value !== 'closed' ||
      JSON.stringify(a.context) === JSON.stringify(b.context),
    'opening places the list by the space below and highlights the selection or the first': (
      b,
      e,
      a,
    ) => {
      if (e.type !== 'phoneDropdown.open') return true
      const { spaceBelow } = e
      const placed = a.context.placement === (spaceBelow < 200 ? 'top' : 'bottom')
      if (b.value !== 'closed') return placed
      const selected = a.context.options.findIndex((c) => c.code === b.context.selectedCode)
      const first = a.context.options.length ? 0 : -1
      return placed && a.context.highlightedIndex === (selected >= 0 ? selected : first)
    },
    'search filters and highlights the first match': (b, e, a) => {
      if (e.type !== 'phoneDropdown.search' || b.value === 'closed') return true
      return (
        a.context.search === e.text &&
        a.context.highlightedIndex === (a.context.options.length ? 0 : -1) &&
        a.context.query === ''
      )
    },
    'select picks a known code and closes; unknown codes change nothing': (b, e, a) => {
      if (e.type !== 'phoneDropdown.select') return true
      const { code } = e
      const known = b.context.countries.some((c) => c.code === code)
      return known
        ? a.value === 'closed' && a.context.selectedCode === code
        : JSON.stringify(a.context) === JSON.stringify(b.context)
    },
  },
  invariants: {
    'closed: no search, query or highlight': (s) =>
      !(s.value === 'closed') ||
      (s.context.search === '' &&
        s.context.query === '' &&
        s.context.highlightedIndex === -1 &&
        s.context.options === s.context.countries),
    'options are the countries filtered by the search': (s) =>
      codes(s.context.options) === codes(filterCountries(s.context.countries, s.context.search)),
    'open: the highlight is a shown country, or none only when nothing is shown': (s) =>
      s.value === 'closed' ||
      (s.context.options.length === 0
        ? s.context.highlightedIndex === -1
        : s.context.options[s.context.highlightedIndex] !== undefined),
    'typing exactly while a query is pending': (s) =>
      (JSON.stringify(s.value) === JSON.stringify({ open: 'typing' })) === (s.context.query !== ''),
    'placement is top or bottom': (s) => ['top', 'bottom'].includes(s.context.placement),
  },
})

describeModel('phoneDropdownMachine, model-based', model)

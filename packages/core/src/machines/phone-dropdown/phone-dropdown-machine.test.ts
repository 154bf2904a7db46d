import { describe, expect, it } from 'vitest'
import { advance, startOnSimulatedClock } from '../../../test/clock.ts'
import { someCountries } from '../../../test/phone-countries.ts'
import type { PhoneCountry } from '../../phone/phone-countries.ts'
import {
  movedHighlight,
  PHONE_DROPDOWN_MIN_SPACE_BELOW_PX,
  PHONE_DROPDOWN_TYPEAHEAD_RESET_MS,
  type PhoneDropdownEmitted,
  phoneDropdownMachine,
  placementFor,
} from './phone-dropdown-machine.ts'

const countries = someCountries

const start = (selectedCode: string | null = null) =>
  startOnSimulatedClock(phoneDropdownMachine, { countries, selectedCode })

const opened = (selectedCode: string | null = null, spaceBelow = 400) => {
  const started = start(selectedCode)
  started.actor.send({ type: 'phoneDropdown.open', spaceBelow })
  return started
}

type Actor = ReturnType<typeof start>['actor']
const press = (actor: Actor, ...keys: string[]) => {
  for (const key of keys) actor.send({ type: 'phoneDropdown.key', key })
}
const highlighted = (actor: Actor) => {
  const { options, highlightedIndex } = actor.getSnapshot().context
  return options[highlightedIndex]?.code ?? null
}

describe('the spec §9 constants', () => {
  it('are the numbers of the spec', () => {
    expect(PHONE_DROPDOWN_MIN_SPACE_BELOW_PX).toBe(200)
    expect(PHONE_DROPDOWN_TYPEAHEAD_RESET_MS).toBe(700)
  })
})

describe('placementFor and movedHighlight', () => {
  it('opens upward below 200 px of space, downward from 200 px', () => {
    expect(placementFor(199)).toBe('top')
    expect(placementFor(199.5)).toBe('top')
    expect(placementFor(200)).toBe('bottom')
    expect(placementFor(0)).toBe('top')
  })

  it('wraps the arrows and jumps with Home and End', () => {
    expect(movedHighlight(3, 4, 'ArrowDown')).toBe(0)
    expect(movedHighlight(0, 4, 'ArrowUp')).toBe(3)
    expect(movedHighlight(-1, 4, 'ArrowDown')).toBe(0)
    expect(movedHighlight(-1, 4, 'ArrowUp')).toBe(3)
    expect(movedHighlight(2, 4, 'Home')).toBe(0)
    expect(movedHighlight(0, 4, 'End')).toBe(3)
    expect(movedHighlight(0, 0, 'ArrowDown')).toBe(-1)
  })
})

describe('phoneDropdownMachine', () => {
  it('starts closed with nothing highlighted', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context).toMatchObject({ highlightedIndex: -1, selectedCode: null })
  })

  it('opens downward with 200 px below and upward with 199 px', () => {
    expect(opened(null, 200).actor.getSnapshot().context.placement).toBe('bottom')
    expect(opened(null, 199).actor.getSnapshot().context.placement).toBe('top')
  })

  it('follows a new measurement while open', () => {
    const { actor } = opened(null, 400)
    actor.send({ type: 'phoneDropdown.open', spaceBelow: 120 })
    expect(actor.getSnapshot().context.placement).toBe('top')
  })

  it('highlights the selected country on open, else the first', () => {
    expect(highlighted(opened('SD').actor)).toBe('SD')
    expect(highlighted(opened().actor)).toBe('EG')
  })

  it('moves the highlight with the arrows, wrapping, and with Home and End', () => {
    const { actor } = opened()
    press(actor, 'ArrowDown')
    expect(highlighted(actor)).toBe('SA')
    press(actor, 'End')
    expect(highlighted(actor)).toBe('AE')
    press(actor, 'ArrowDown')
    expect(highlighted(actor)).toBe('EG')
    press(actor, 'ArrowUp')
    expect(highlighted(actor)).toBe('AE')
    press(actor, 'Home')
    expect(highlighted(actor)).toBe('EG')
  })

  it('selects the highlighted country with Enter, closes and tells listeners', () => {
    const { actor } = opened()
    const selected: PhoneDropdownEmitted[] = []
    actor.on('phoneDropdown.selected', (event) => selected.push(event))
    press(actor, 'ArrowDown', 'Enter')
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.selectedCode).toBe('SA')
    expect(selected).toEqual([{ type: 'phoneDropdown.selected', country: countries[1] }])
  })

  it('closes with Escape without selecting', () => {
    const { actor } = opened('EG')
    press(actor, 'ArrowDown', 'Escape')
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.selectedCode).toBe('EG')
  })

  it('type-to-find jumps to the first name starting with the typed letters', () => {
    const { actor } = opened()
    press(actor, 's')
    expect(highlighted(actor)).toBe('SA')
    press(actor, 'u')
    expect(highlighted(actor)).toBe('SD')
    expect(actor.getSnapshot().context.query).toBe('su')
    press(actor, 'x') // no name starts with "sux": the highlight stays
    expect(highlighted(actor)).toBe('SD')
  })

  it('clears the query exactly 700 ms after the last key', () => {
    const { actor, clock } = opened()
    press(actor, 's')
    advance(clock, 500)
    press(actor, 'u')
    advance(clock, PHONE_DROPDOWN_TYPEAHEAD_RESET_MS - 1)
    expect(actor.getSnapshot().context.query).toBe('su')
    advance(clock, 1)
    expect(actor.getSnapshot().context.query).toBe('')
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true)
    // A fresh query starts from the new letter.
    press(actor, 'e')
    expect(highlighted(actor)).toBe('EG')
  })

  it('takes a space only inside a query ("saudi a")', () => {
    const { actor } = opened()
    press(actor, ' ')
    expect(actor.getSnapshot().context.query).toBe('')
    press(actor, ...'saudi a')
    expect(actor.getSnapshot().context.query).toBe('saudi a')
    expect(highlighted(actor)).toBe('SA')
  })

  it('filters the list by the search text and highlights the first match', () => {
    const { actor } = opened('EG')
    actor.send({ type: 'phoneDropdown.search', text: 'arab' })
    expect(actor.getSnapshot().context.options.map((c) => c.code)).toEqual(['SA', 'AE'])
    expect(highlighted(actor)).toBe('SA')
    press(actor, 'ArrowDown', 'ArrowDown')
    expect(highlighted(actor)).toBe('SA')
    press(actor, 'u')
    expect(highlighted(actor)).toBe('AE')
    actor.send({ type: 'phoneDropdown.search', text: 'zz' })
    expect(actor.getSnapshot().context).toMatchObject({ options: [], highlightedIndex: -1 })
    press(actor, 'ArrowDown', 'Enter')
    expect(actor.getSnapshot().matches('open')).toBe(true)
    expect(actor.getSnapshot().context.selectedCode).toBe('EG')
  })

  it('forgets the search and the highlight when closed', () => {
    const { actor } = opened()
    actor.send({ type: 'phoneDropdown.search', text: 'sud' })
    actor.send({ type: 'phoneDropdown.close' })
    expect(actor.getSnapshot().context).toMatchObject({
      search: '',
      options: countries,
      highlightedIndex: -1,
      query: '',
    })
  })

  it('highlights on hover only within the shown list', () => {
    const { actor } = opened()
    actor.send({ type: 'phoneDropdown.highlight', index: 2 })
    expect(highlighted(actor)).toBe('SD')
    actor.send({ type: 'phoneDropdown.highlight', index: 9 })
    actor.send({ type: 'phoneDropdown.highlight', index: -1 })
    expect(highlighted(actor)).toBe('SD')
  })

  it('selects by click or from outside, known codes only', () => {
    const { actor } = opened()
    actor.send({ type: 'phoneDropdown.select', code: 'AE' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.selectedCode).toBe('AE')
    actor.send({ type: 'phoneDropdown.select', code: 'ZZ' })
    expect(actor.getSnapshot().context.selectedCode).toBe('AE')
  })

  it('ignores keys while closed', () => {
    const { actor } = start()
    press(actor, 'ArrowDown', 'Enter', 's')
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context).toMatchObject({ selectedCode: null, query: '' })
  })

  it('takes a new country list (another language) and keeps the selection', () => {
    const { actor } = opened('SA')
    const arabic: PhoneCountry[] = [
      { code: 'SA', name: 'السعودية', dialCode: '+966' },
      { code: 'EG', name: 'مصر', dialCode: '+20' },
    ]
    actor.send({ type: 'phoneDropdown.setCountries', countries: arabic })
    expect(actor.getSnapshot().context.options).toBe(arabic)
    expect(highlighted(actor)).toBe('SA')
    press(actor, 'م')
    expect(highlighted(actor)).toBe('EG')
  })
})

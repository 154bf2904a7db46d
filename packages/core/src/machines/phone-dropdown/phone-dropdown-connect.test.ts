import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { someCountries } from '../../../test/phone-countries.ts'
import { connectPhoneDropdown } from './phone-dropdown-connect.ts'
import { phoneDropdownMachine } from './phone-dropdown-machine.ts'

const words = { country: 'Country', search: 'Search countries', noResults: 'No country matches' }

/** A dropdown whose props are read afresh after every event, as a component re-renders. */
const dropdown = (code = 'SA') => {
  const actor = createActor(phoneDropdownMachine, {
    input: { countries: someCountries, selectedCode: code },
  }).start()
  const props = () =>
    connectPhoneDropdown(actor.getSnapshot(), actor.send, { id: 'p', code, words })
  return { actor, props }
}

/** An event as the DOM would hand it; `prevent` marks it prevented before the getter sees it. */
const event = <F extends object>(fields: F = {} as F, prevent = false) => {
  const e = {
    defaultPrevented: prevent,
    preventDefault() {
      e.defaultPrevented = true
    },
    stopPropagation() {},
    target: null as unknown,
    currentTarget: { getBoundingClientRect: () => ({ bottom: 100 }), value: '' },
  }
  return Object.assign(e, fields)
}

describe('connectPhoneDropdown', () => {
  it('names the trigger by the selected country and wires the list by ids', () => {
    const { props } = dropdown('SA')
    const closed = props()
    expect(closed.open).toBe(false)
    expect(closed.triggerProps).toMatchObject({
      id: 'p-country',
      'aria-haspopup': 'listbox',
      'aria-expanded': false,
      'aria-label': 'Country: Saudi Arabia +966',
    })
    expect(closed.rootProps['data-state']).toBe('closed')
  })

  it('opens on a click, highlights the selected country and points the search box at it', () => {
    const { props } = dropdown('SA')
    props().triggerProps.onClick(event())
    const open = props()
    expect(open.open).toBe(true)
    expect(open.rootProps['data-state']).toBe('open')
    expect(open.searchProps['aria-controls']).toBe(open.listProps.id)
    expect(open.searchProps['aria-activedescendant']).toBe('p-option-SA')
    expect(open.optionProps(someCountries[1]!, 1)).toMatchObject({
      id: 'p-option-SA',
      'aria-selected': true,
      'data-highlighted': '',
    })
    expect(open.optionProps(someCountries[0]!, 0)['data-highlighted']).toBeUndefined()
  })

  it('opens upward when the window has less than 200 px under the trigger', () => {
    vi.stubGlobal('window', { innerHeight: 250 })
    try {
      const { props } = dropdown()
      // The trigger's bottom edge is at 100 px: 150 px left below it.
      props().triggerProps.onClick(event())
      expect(props().panelProps['data-placement']).toBe('top')
      props().triggerProps.onClick(event())
      vi.stubGlobal('window', { innerHeight: 900 })
      props().triggerProps.onClick(event())
      expect(props().panelProps['data-placement']).toBe('bottom')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('moves the highlight by keys in the panel, lets letters reach the search box, selects on click', () => {
    const { actor, props } = dropdown('SA')
    props().triggerProps.onClick(event())
    const down = event({ key: 'ArrowDown' })
    props().panelProps.onKeyDown(down)
    expect(down.defaultPrevented).toBe(true)
    expect(props().searchProps['aria-activedescendant']).toBe('p-option-SD')
    const letter = event({ key: 'e', target: { id: 'p-search' } })
    props().panelProps.onKeyDown(letter)
    expect(letter.defaultPrevented).toBe(false)
    props().searchProps.onChange(event({ currentTarget: { value: 'arab' } }))
    expect(props().options.map((country) => country.code)).toEqual(['SA', 'AE'])
    props().optionProps(someCountries[3]!, 1).onClick(event())
    expect(actor.getSnapshot().context.selectedCode).toBe('AE')
    expect(props().open).toBe(false)
  })

  it('does nothing for an event the caller prevented', () => {
    const { props } = dropdown()
    props().triggerProps.onClick(event({}, true))
    expect(props().open).toBe(false)
    props().triggerProps.onKeyDown(event({ key: 'ArrowDown' }, true))
    expect(props().open).toBe(false)
    props().triggerProps.onKeyDown(event({ key: 'ArrowDown' }))
    expect(props().open).toBe(true)
    props().panelProps.onKeyDown(event({ key: 'Tab' }, true))
    expect(props().open).toBe(true)
    props().panelProps.onKeyDown(event({ key: 'Tab' }))
    expect(props().open).toBe(false)
  })

  it('shows a disabled option when nothing matches', () => {
    const { props } = dropdown()
    props().triggerProps.onClick(event())
    props().searchProps.onChange(event({ currentTarget: { value: 'zzz' } }))
    expect(props().empty).toBe(true)
    expect(props().emptyProps).toMatchObject({ 'aria-disabled': true, children: words.noResults })
  })
})

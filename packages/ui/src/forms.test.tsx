import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../test/axe.ts'
import { IconButton } from './Button.tsx'
import { Checkbox } from './Checkbox.tsx'
import { arrowKeyFor } from './direction.tsx'
import { PlusIcon } from './icons.tsx'
import { LocaleProvider } from './locale.tsx'
import { PhoneInput } from './PhoneInput.tsx'
import { RadioGroup } from './RadioGroup.tsx'
import { Select } from './Select.tsx'
import { PasswordField, TextField } from './TextField.tsx'

afterEach(cleanup)

describe('arrowKeyFor', () => {
  it('flips only the horizontal arrows, only in RTL', () => {
    expect(arrowKeyFor('ArrowLeft', 'rtl')).toBe('ArrowRight')
    expect(arrowKeyFor('ArrowRight', 'rtl')).toBe('ArrowLeft')
    expect(arrowKeyFor('ArrowLeft', 'ltr')).toBe('ArrowLeft')
    expect(arrowKeyFor('ArrowDown', 'rtl')).toBe('ArrowDown')
  })
})

describe('IconButton', () => {
  it('is named by its label and sized by control height', async () => {
    const { container } = render(<IconButton label="Add" icon={<PlusIcon />} size="lg" />)
    const button = screen.getByRole('button', { name: 'Add' })
    expect(button.dataset.size).toBe('lg')
    expect(await axeViolations(container)).toEqual([])
  })
})

describe('PasswordField', () => {
  it('shows and hides the password, uncontrolled and controlled', async () => {
    const seen: boolean[] = []
    const { container, rerender } = render(
      <PasswordField label="Password" onVisibleChange={(v) => seen.push(v)} />,
    )
    const input = screen.getByLabelText('Password')
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(input.getAttribute('type')).toBe('password')
    fireEvent.click(toggle)
    expect(input.getAttribute('type')).toBe('text')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(toggle.dataset.state).toBe('visible')
    expect(seen).toEqual([true])
    expect(await axeViolations(container)).toEqual([])
    rerender(<PasswordField label="كلمة المرور" language="ar" visible={false} />)
    fireEvent.click(screen.getByRole('button', { name: 'إظهار كلمة المرور' }))
    expect(screen.getByLabelText('كلمة المرور').getAttribute('type')).toBe('password')
  })
})

/** The texts a control's `aria-describedby` points to, in order. */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)

describe('fields', () => {
  it('tie their hint and error to the control, mark it invalid, and say so on the wrapper', () => {
    render(
      <>
        <TextField label="Email" hint="We never share it" error="Email is required" disabled />
        <Select label="City" options={[{ value: 'jizan', label: 'Jizan' }]} error="Pick a city" />
        <Checkbox label="I agree" error="You must agree" />
        <PhoneInput label="Phone" defaultValue="12" />
      </>,
    )
    const email = screen.getByLabelText('Email')
    expect(descriptionOf(email)).toEqual(['We never share it', 'Email is required'])
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.closest('.matjar-field')?.hasAttribute('data-invalid')).toBe(true)
    expect(email.closest('.matjar-field')?.hasAttribute('data-disabled')).toBe(true)
    expect(descriptionOf(screen.getByLabelText('City'))).toEqual(['Pick a city'])
    expect(descriptionOf(screen.getByLabelText('I agree'))).toEqual(['You must agree'])
    // The phone number's error shows once the shopper leaves the field.
    const phone = screen.getByLabelText('Phone')
    expect(descriptionOf(phone)).toEqual([])
    fireEvent.blur(phone)
    expect(descriptionOf(phone)).toEqual(['Invalid phone number'])
    expect(screen.getAllByRole('alert')).toHaveLength(4)
  })
})

describe('Checkbox', () => {
  it('toggles by click and by Space on the native box, exposing data-state', async () => {
    const seen: boolean[] = []
    const { container } = render(
      <Checkbox
        label="I agree to the terms"
        error="You must agree to the terms and conditions"
        onCheckedChange={(c) => seen.push(c)}
      />,
    )
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' })
    expect(box.getAttribute('aria-invalid')).toBe('true')
    fireEvent.click(box)
    expect((box as HTMLInputElement).checked).toBe(true)
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('checked')
    expect(seen).toEqual([true])
    expect(await axeViolations(container)).toEqual([])
  })

  it('stays as its owner says when controlled', () => {
    render(<Checkbox label="Remember me" checked={false} />)
    const box = screen.getByRole('checkbox', { name: 'Remember me' })
    fireEvent.click(box)
    expect((box as HTMLInputElement).checked).toBe(false)
  })
})

const types = [
  { value: 'home', label: 'Home' },
  { value: 'office', label: 'Office' },
  { value: 'apartment', label: 'Apartment', disabled: true },
  { value: 'other', label: 'Other' },
]

describe('RadioGroup', () => {
  it('arrow keys choose the next enabled option, wrapping; focus follows; ArrowRight flips in RTL', async () => {
    const chosen: string[] = []
    const { container } = render(
      <RadioGroup
        label="Address type"
        options={types}
        defaultValue="home"
        orientation="horizontal"
        onValueChange={(v) => chosen.push(v)}
      />,
    )
    const home = screen.getByRole('radio', { name: 'Home' })
    expect(home.tabIndex).toBe(0)
    expect(screen.getByRole('radio', { name: 'Office' }).tabIndex).toBe(-1)
    fireEvent.keyDown(home, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Office' }))
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    expect(chosen).toEqual(['office', 'other'])
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    expect(chosen.at(-1)).toBe('home')
    expect(await axeViolations(container)).toEqual([])
    cleanup()

    const inRtl: string[] = []
    render(
      <LocaleProvider dir="rtl">
        <RadioGroup
          label="نوع العنوان"
          options={types}
          defaultValue="office"
          onValueChange={(v) => inRtl.push(v)}
        />
      </LocaleProvider>,
    )
    expect(screen.getByRole('radiogroup').getAttribute('dir')).toBe('rtl')
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Office' }), { key: 'ArrowRight' })
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Home' }), { key: 'ArrowLeft' })
    expect(inRtl).toEqual(['home', 'office'])
  })
})

describe('Select', () => {
  it('is a labelled native select, uncontrolled or controlled, with its error', async () => {
    const chosen: string[] = []
    const { container, rerender } = render(
      <Select
        label="Sort by"
        placeholder="Choose"
        options={[
          { value: 'high', label: 'Highest price' },
          { value: 'low', label: 'Lowest price' },
        ]}
        onValueChange={(v) => chosen.push(v)}
        error="Choose an order"
      />,
    )
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement
    expect(select.value).toBe('')
    fireEvent.change(select, { target: { value: 'low' } })
    expect(select.value).toBe('low')
    expect(chosen).toEqual(['low'])
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(await axeViolations(container)).toEqual([])
    rerender(
      <Select
        label="Sort by"
        value="high"
        options={[
          { value: 'high', label: 'Highest price' },
          { value: 'low', label: 'Lowest price' },
        ]}
      />,
    )
    fireEvent.change(select, { target: { value: 'low' } })
    expect(select.value).toBe('high')
  })
})

describe('TextField in Arabic', () => {
  it('keeps emails and passwords left to right inside an RTL page, and names in the page direction', () => {
    render(
      <LocaleProvider dir="rtl">
        <div dir="rtl">
          <TextField label="البريد الإلكتروني" type="email" defaultValue="sara@" />
          <TextField label="الاسم الأول" defaultValue="سارة" />
          <PasswordField label="كلمة المرور" language="ar" />
        </div>
      </LocaleProvider>,
    )
    expect(screen.getByLabelText('البريد الإلكتروني').getAttribute('dir')).toBe('ltr')
    expect(screen.getByLabelText('كلمة المرور').getAttribute('dir')).toBe('ltr')
    expect(screen.getByLabelText('الاسم الأول').hasAttribute('dir')).toBe(false)
    fireEvent.click(screen.getByRole('button', { pressed: false }))
    expect(screen.getByLabelText('كلمة المرور')).toMatchObject({ type: 'text', dir: 'ltr' })
  })
})

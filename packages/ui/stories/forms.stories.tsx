import type { Meta, StoryObj } from '@storybook/react-vite'
import { Checkbox } from '../src/Checkbox.tsx'
import { PhoneInput } from '../src/PhoneInput.tsx'
import { QuantityStepper } from '../src/QuantityStepper.tsx'
import { RadioGroup } from '../src/RadioGroup.tsx'
import { Select } from '../src/Select.tsx'
import { StarRating } from '../src/StarRating.tsx'
import { PasswordField, TextField } from '../src/TextField.tsx'
import { column, languageOf, say } from './support.tsx'

const meta: Meta = { title: 'Forms' }
export default meta
type Story = StoryObj

export const TextFields: Story = {
  name: 'Text field and password field',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <div style={column}>
        <TextField
          label={say(l, 'First name', 'الاسم الأول')}
          defaultValue={say(l, 'Sara', 'سارة')}
        />
        <TextField
          label={say(l, 'Email', 'البريد الإلكتروني')}
          type="email"
          hint={say(l, 'We send the invoice there', 'نرسل الفاتورة إليه')}
          error={say(l, 'Invalid email format', 'صيغة البريد الإلكتروني غير صحيحة')}
          defaultValue="sara@"
        />
        <PasswordField
          label={say(l, 'Password', 'كلمة المرور')}
          defaultValue="Secret#2026"
          language={l}
        />
      </div>
    )
  },
}

export const Phone: Story = {
  name: 'Phone input',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <div style={{ ...column, paddingBlockEnd: '16rem' }}>
        <PhoneInput
          label={say(l, 'Phone number', 'رقم الجوال')}
          defaultValue="0501234567"
          language={l}
        />
        <PhoneInput
          label={say(l, 'Another phone', 'جوال آخر')}
          defaultValue="0521234567"
          language={l}
          invalidMessage={say(
            l,
            'This number does not exist in Saudi Arabia',
            'هذا الرقم غير موجود في السعودية',
          )}
        />
      </div>
    )
  },
}

export const Choices: Story = {
  name: 'Select, checkbox and radio group',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <div style={column}>
        <Select
          label={say(l, 'Sort by', 'ترتيب حسب')}
          defaultValue="high"
          options={[
            { value: 'high', label: say(l, 'Highest price', 'الأعلى سعرًا') },
            { value: 'low', label: say(l, 'Lowest price', 'الأقل سعرًا') },
          ]}
        />
        <Checkbox
          label={say(l, 'I agree to the terms and conditions', 'أوافق على الشروط والأحكام')}
          defaultChecked
        />
        <Checkbox label={say(l, 'Remember me', 'تذكرني')} />
        <RadioGroup
          label={say(l, 'Address type', 'نوع العنوان')}
          orientation="horizontal"
          defaultValue="home"
          options={[
            { value: 'home', label: say(l, 'Home', 'منزل') },
            { value: 'office', label: say(l, 'Office', 'مكتب') },
            { value: 'apartment', label: say(l, 'Apartment', 'شقة') },
            { value: 'other', label: say(l, 'Other', 'أخرى'), disabled: true },
          ]}
        />
      </div>
    )
  },
}

export const Quantity: Story = {
  name: 'Quantity stepper',
  render: (_, { globals }) => (
    <QuantityStepper
      label={say(languageOf(globals), 'Brass dallah', 'دلة نحاسية')}
      defaultValue={2}
      max={5}
      language={languageOf(globals)}
    />
  ),
}

export const Rating: Story = {
  name: 'Star rating',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <div style={column}>
        <StarRating value={4} language={l} />
        <StarRating defaultValue={3} onChange={() => {}} language={l} />
      </div>
    )
  },
}

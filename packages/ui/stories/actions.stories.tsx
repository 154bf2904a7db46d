import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, IconButton } from '../src/Button.tsx'
import { HeartIcon, PlusIcon } from '../src/icons.tsx'
import { ColorModeToggle, LanguageSwitch } from '../src/LanguageSwitch.tsx'
import { WhatsAppButton } from '../src/WhatsAppButton.tsx'
import { languageOf, row, say } from './support.tsx'

const meta: Meta = { title: 'Actions' }
export default meta
type Story = StoryObj

export const Buttons: Story = {
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <div style={row}>
        <Button size="xs">{say(l, 'Extra small', 'صغير جدًا')}</Button>
        <Button size="sm">{say(l, 'Small', 'صغير')}</Button>
        <Button>{say(l, 'Add to cart', 'أضف إلى السلة')}</Button>
        <Button size="lg" variant="accent">
          {say(l, 'Checkout', 'إتمام الطلب')}
        </Button>
        <Button variant="outline">{say(l, 'Cancel', 'إلغاء')}</Button>
        <Button disabled>{say(l, 'Disabled', 'معطل')}</Button>
      </div>
    )
  },
}

export const IconButtons: Story = {
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <div style={row}>
        <IconButton size="xs" label={say(l, 'Add', 'إضافة')} icon={<PlusIcon size={14} />} />
        <IconButton size="sm" label={say(l, 'Add', 'إضافة')} icon={<PlusIcon />} />
        <IconButton label={say(l, 'Wishlist', 'المفضلة')} icon={<HeartIcon />} variant="outline" />
        <IconButton size="lg" label={say(l, 'Add', 'إضافة')} icon={<PlusIcon />} variant="accent" />
      </div>
    )
  },
}

export const LanguageAndColourMode: Story = {
  name: 'Language switch and colour-mode toggle',
  render: (_, { globals }) => (
    <div style={row}>
      <LanguageSwitch language={languageOf(globals)} />
      <ColorModeToggle
        mode={globals.colorMode === 'dark' ? 'dark' : 'light'}
        language={languageOf(globals)}
      />
    </div>
  ),
}

export const WhatsApp: Story = {
  name: 'WhatsApp floating button',
  render: (_, { globals }) => (
    <div style={{ blockSize: '8rem' }}>
      <WhatsAppButton phone="+966500000000" language={languageOf(globals)} />
    </div>
  ),
}

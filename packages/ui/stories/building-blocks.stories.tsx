import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../src/Button.tsx'
import { useDirection } from '../src/direction.tsx'
import { LocaleProvider } from '../src/locale.tsx'
import { RadioGroup } from '../src/RadioGroup.tsx'
import { Slot } from '../src/slot.tsx'
import { column, languageOf, say } from './support.tsx'

const meta: Meta = { title: 'Building blocks' }
export default meta
type Story = StoryObj

/** What a part sees of the direction around it. */
function ReadsDirection() {
  const dir = useDirection()
  return <output>{dir === 'rtl' ? '→ ←  rtl' : '→  ltr'}</output>
}

export const Direction: Story = {
  name: 'Locale provider (direction)',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    const sizes = [
      { value: 'small', label: say(l, 'Small', 'صغير') },
      { value: 'medium', label: say(l, 'Medium', 'وسط') },
      { value: 'large', label: say(l, 'Large', 'كبير') },
    ]
    // The same group in both directions: the arrow that moves forward follows the reading order.
    return (
      <div style={column}>
        {(['ltr', 'rtl'] as const).map((dir) => (
          <LocaleProvider key={dir} language={l} dir={dir}>
            <div dir={dir}>
              <RadioGroup
                label={say(l, `Size (${dir})`, `المقاس (${dir})`)}
                orientation="horizontal"
                defaultValue="medium"
                options={sizes}
              />
              <ReadsDirection />
            </div>
          </LocaleProvider>
        ))}
      </div>
    )
  },
}

export const AsChild: Story = {
  name: 'Slot (asChild)',
  render: (_, { globals }) => {
    const l = languageOf(globals)
    return (
      <div style={column}>
        {/* Slot merges its props into the one element it holds: here a link styled as a button. */}
        <Slot className="matjar-button" data-size="sm">
          <a href="#cart">{say(l, 'Go to the cart', 'اذهب إلى السلة')}</a>
        </Slot>
        <Button variant="outline">{say(l, 'A real button', 'زر حقيقي')}</Button>
      </div>
    )
  },
}

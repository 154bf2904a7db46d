import type { Decorator, Preview } from '@storybook/react-vite'
import { useEffect } from 'react'
import '../src/theme.css'
import { LocaleProvider } from '../src/locale.tsx'

/** Toolbar: language (en/ltr, ar/rtl) and colour mode, applied to <html> like a shop would. */
const withLocaleAndMode: Decorator = (Story, context) => {
  const language = context.globals.language === 'ar' ? 'ar' : 'en'
  const dir = language === 'ar' ? 'rtl' : 'ltr'
  const mode = context.globals.colorMode === 'dark' ? 'dark' : 'light'
  useEffect(() => {
    const html = document.documentElement
    html.lang = language
    html.dir = dir
    html.dataset.colorMode = mode
  }, [language, dir, mode])
  return (
    <LocaleProvider language={language}>
      <div dir={dir} lang={language} className="story-frame">
        <Story />
      </div>
    </LocaleProvider>
  )
}

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (ltr)' },
          { value: 'ar', title: 'العربية (rtl)' },
        ],
        dynamicTitle: true,
      },
    },
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Colour mode',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en', colorMode: 'light' },
  decorators: [withLocaleAndMode],
  parameters: { layout: 'padded', controls: { disable: true }, actions: { disable: true } },
}

export default preview

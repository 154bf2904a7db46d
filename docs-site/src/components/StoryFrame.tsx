import '@matjar/ui/theme.css'
import type { Language } from '@matjar/core'
import { LocaleProvider } from '@matjar/ui'
import { type ReactNode, useEffect, useState } from 'react'
import { type CsfStory, storyModules } from './stories.ts'

interface Props {
  file: string
  story: string
  language: Language
}

const FIXED_LAYER_HEIGHT = 480

/** Renders one story as Storybook's decorator does: language, direction and colour mode set. */
export function StoryFrame({ file, story, language }: Props) {
  const csf = storyModules[file]?.[story]
  const [colorMode, setColorMode] = useState<'light' | 'dark'>('light')
  const dir = language === 'ar' ? 'rtl' : 'ltr'

  useEffect(() => {
    // The page's inline script keeps <html data-color-mode> in step with the site; follow it.
    const html = document.documentElement
    const readMode = () => setColorMode(html.dataset.colorMode === 'dark' ? 'dark' : 'light')
    readMode()
    const modeObserver = new MutationObserver(readMode)
    modeObserver.observe(html, { attributes: true, attributeFilter: ['data-color-mode'] })
    // Tell the page how tall the story is, whenever it changes; a story with a fixed layer (a
    // dialog, the image viewer, toasts) gets room for it.
    const report = () => {
      const hasLayer = [...document.body.querySelectorAll('*')].some(
        (element) => getComputedStyle(element).position === 'fixed',
      )
      const height = Math.max(document.body.scrollHeight, hasLayer ? FIXED_LAYER_HEIGHT : 0)
      window.parent.postMessage({ type: 'matjar:height', height }, '*')
    }
    const observer = new ResizeObserver(report)
    observer.observe(document.body)
    report()
    return () => {
      modeObserver.disconnect()
      observer.disconnect()
    }
  }, [])

  if (!csf?.render)
    return (
      <p>
        No story {story} in {file}.
      </p>
    )
  return (
    <LocaleProvider language={language} dir={dir}>
      <div className="story-frame" dir={dir} lang={language} style={{ padding: '1rem' }}>
        <StoryView render={csf.render} args={csf.args ?? {}} globals={{ language, colorMode }} />
      </div>
    </LocaleProvider>
  )
}

/** The story's render function as a component of its own, so its hooks have a home. */
function StoryView({
  render,
  args,
  globals,
}: {
  render: NonNullable<CsfStory['render']>
  args: Record<string, unknown>
  globals: Record<string, unknown>
}) {
  return render(args, { globals }) as ReactNode
}

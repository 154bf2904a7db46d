import type { Language, Messages } from '@matjar/core'
import { createContext, useContext } from 'react'
import { ALL_MESSAGES } from './all.ts'
import { SHELL_MESSAGES } from './shell.ts'

const ELEMENT_ID = 'page-words'

/** The catalogues a server render used, collected as its components read them. */
export const PageWordsContext = createContext<Set<Messages<string>> | null>(null)

/** Notes that this render reads `messages` (on the server; nothing in the browser). */
export const useNoteWords = (messages: Messages<string>) => {
  useContext(PageWordsContext)?.add(messages)
}

// What the server sent, as the browser found it before hydrating: rendered again unchanged.
let sent = ''

/**
 * The words the page was rendered with, sent along with it (one language, only the catalogues the
 * page read): the browser gives them to the catalogues before hydrating, so it writes the same
 * words at once, with nothing to download first. Render it after everything that reads words.
 */
export function PageWords({ language }: { language: Language }) {
  const used = useContext(PageWordsContext)
  if (typeof document !== 'undefined') {
    return (
      <script
        id={ELEMENT_ID}
        type="application/json"
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own JSON, kept as sent.
        dangerouslySetInnerHTML={{ __html: sent }}
      />
    )
  }
  const words: Record<string, unknown> = {}
  for (const messages of new Set([...SHELL_MESSAGES, ...(used ?? [])])) {
    const catalogue = messages.loaded(language)
    if (catalogue) words[messages.name] = catalogue
  }
  // `<` written as \u003c: no `</script>` can end the element early.
  const json = JSON.stringify(words).replace(/</g, '\\u003c')
  return (
    <script
      id={ELEMENT_ID}
      type="application/json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of the shop's own catalogues, escaped.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}

/** In the browser, before hydrating: gives the catalogues the words the page came with. */
export const takePageWords = (language: Language): void => {
  sent = document.getElementById(ELEMENT_ID)?.textContent ?? ''
  if (!sent) return
  const words = JSON.parse(sent) as Record<string, Record<string, string>>
  for (const messages of ALL_MESSAGES) {
    const catalogue = words[messages.name]
    if (catalogue) messages.provide(language, catalogue)
  }
}

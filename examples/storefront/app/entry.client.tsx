import { toLanguage } from '@matjar/core'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { adoptGuestCartCookie } from './cart/guest-cart-cookie.ts'
import { takePageWords } from './messages/page-words.tsx'
import { loadShellMessages } from './messages/shell.ts'

// The page speaks one language, the server's, and came with the words it was rendered with: the
// catalogues take them before hydration, so the browser writes the server's words at once. (Had
// the page none, the frame's words of that language load first.) The other language, and the
// words of pages visited next, load when they are first needed.
const language = toLanguage(document.documentElement.lang)
// A guest cart made without JavaScript (its cookie) becomes the SDK's before the SDK reads it.
try {
  adoptGuestCartCookie(localStorage, document)
} catch {
  // No localStorage (a private mode that refuses it): the SDK keeps its cart in memory.
}
takePageWords(language)
await loadShellMessages(language)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})

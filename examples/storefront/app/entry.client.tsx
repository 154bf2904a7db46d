import { toLanguage } from '@matjar/core'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadShellMessages } from './messages/shell.ts'

// The page's frame speaks one language, the server's: its words (and only that language's) load
// before hydration, so the browser renders what the server sent. A page's own words load as its
// components first need them (hydration waits for those too).
await loadShellMessages(toLanguage(document.documentElement.lang))

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})

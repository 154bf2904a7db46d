import { type Language, loadLanguage, pathInLanguage } from '@matjar/core'
import { useStorefront } from '@matjar/react'
import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'

/**
 * The language switch: the same page at its address in the other language. A plain link to
 * `/language/{language}?to=…` (it writes the `lang` cookie on the server, then goes there), so it
 * works without JavaScript; with it, the click saves the choice (the provider's preferences, the
 * page's one writer of the `lang` cookie), loads the other language's words of every catalogue
 * the page uses, then navigates in the page; the provider shows the new address's language, so
 * the API's content (loaded again for it) and the shop's words change together, with no reload.
 */
export function LanguageSwitchLink({
  to: language,
  title,
  children,
}: {
  to: Language
  title: string
  children: ReactNode
}) {
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const { preferences } = useStorefront()
  const here = `${pathname}${search}${hash}`
  return (
    <a
      className="matjar-button"
      data-variant="outline"
      data-size="sm"
      lang={language}
      title={title}
      href={`/language/${language}?to=${encodeURIComponent(here)}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        // Saved before the navigation (the new address's loaders must not see the old choice),
        // shown when it lands: never a page in two languages.
        preferences.saveLanguage(language)
        void loadLanguage(language)
          .catch(() => {})
          .then(() => navigate(pathInLanguage(here, language)))
      }}
    >
      {children}
    </a>
  )
}

'use client'
import { pathInLanguage } from '@matjar/core'
import { words } from '../words.js'

/**
 * What a page shows when it cannot be made (the API is down, or a page failed): the shopper's
 * language, a way to try again and a way home, never a bare "Application Error". `offline` when no
 * answer came from the API (a network failure, status 0), as `StorefrontError.isNetworkError` says.
 */
export function Trouble({ language, offline, missing, retry }) {
  const t = words[language] ?? words.en
  return (
    <section className="stack" role="alert">
      <h1>{missing ? t.notFound : offline ? t.offline : t.failed}</h1>
      {offline ? <p>{t.offlineHint}</p> : null}
      <p className="filters">
        <button type="button" onClick={retry ?? (() => window.location.reload())}>
          {t.tryAgain}
        </button>
        <a href={pathInLanguage('/', language)}>{t.home}</a>
      </p>
    </section>
  )
}

import type { Language } from '@matjar/core'
import { Countdown } from '@matjar/ui'
import { useEffect, useState } from 'react'
import { formatDateTime } from '../dates.ts'
import { translate } from '../messages.ts'

/**
 * "Offer ends in 3 days 4 hour …" under an offer's price. The server (and the first render in the
 * browser) writes the end as a date, which reads the same on both; the ticking countdown takes its
 * place once the page runs, so hydration never meets two different clocks.
 */
export function OfferCountdown({ endsAt, language }: { endsAt: string; language: Language }) {
  const [running, setRunning] = useState(false)
  useEffect(() => setRunning(true), [])
  if (Date.parse(endsAt) <= Date.now() && running) return null
  return (
    <p className="shop-offer-ends">
      {translate(language, 'offerEndsIn')}{' '}
      {running ? (
        <Countdown endsAt={endsAt} language={language} />
      ) : (
        <time dateTime={endsAt}>{formatDateTime(language, endsAt)}</time>
      )}
    </p>
  )
}

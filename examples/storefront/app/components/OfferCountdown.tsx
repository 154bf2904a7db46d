import { useLocale } from '@matjar/react'
import { Countdown } from '@matjar/ui'
import { useEffect, useState } from 'react'
import { formatDateTime } from '../dates.ts'
import { catalogueMessages } from '../messages/catalogue.ts'
import { useT } from '../messages/use-t.ts'

/**
 * "Offer ends in 3 days 4 hour …" under an offer's price. The server (and the first render in the
 * browser) writes the end as a date, which reads the same on both; the ticking countdown takes its
 * place once the page runs, so hydration never meets two different clocks.
 */
export function OfferCountdown({ endsAt }: { endsAt: string }) {
  const { language } = useLocale()
  const t = useT(catalogueMessages)
  const [running, setRunning] = useState(false)
  useEffect(() => setRunning(true), [])
  if (Date.parse(endsAt) <= Date.now() && running) return null
  return (
    <p className="shop-offer-ends">
      {t('offerEndsIn')}{' '}
      {running ? (
        <Countdown endsAt={endsAt} />
      ) : (
        <time dateTime={endsAt}>{formatDateTime(language, endsAt)}</time>
      )}
    </p>
  )
}

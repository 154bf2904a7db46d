import type { Address } from '@matjar/core'
import { useAuth, useStorefront } from '@matjar/react'
import { useEffect, useState } from 'react'

/**
 * A signed-in customer's delivery choices: the saved addresses (`known`: the server's, until the
 * browser reads them; default first, chosen at the start unless `preferred` names one of them or
 * `'new'`) or a new one (`'new'`), and the wallet
 * balance to show beside paying by wallet. A guest has neither.
 */
export const useSavedDelivery = (preferred?: string, known: Address[] = []) => {
  const { isSignedIn } = useAuth()
  const storefront = useStorefront()
  // The server's list first (the page without JavaScript shows it), then the browser's.
  const [saved, setSaved] = useState<Address[]>(known)
  const [deliverTo, setDeliverTo] = useState(() =>
    preferred === 'new' || known.some((place) => String(place.id) === preferred)
      ? preferred!
      : known[0]
        ? String(known[0].id)
        : 'new',
  )
  const [walletBalance, setWalletBalance] = useState<string | null>(null)
  useEffect(() => {
    if (!isSignedIn) {
      setSaved([])
      setDeliverTo('new')
      setWalletBalance(null)
      return
    }
    storefront.client
      .call('getWallet')
      .then((answer) => setWalletBalance(answer.data.balance))
      .catch(() => setWalletBalance(null))
    storefront.client
      .call('listAddresses')
      .then((answer) => {
        setSaved(answer.data)
        const kept =
          preferred === 'new' || answer.data.some((place) => String(place.id) === preferred)
        if (kept) setDeliverTo(preferred!)
        else if (answer.data[0]) setDeliverTo(String(answer.data[0].id))
      })
      .catch(() => setSaved([]))
  }, [isSignedIn, storefront, preferred])
  return { saved, deliverTo, setDeliverTo, walletBalance }
}

'use client'
import { errorMessage } from '@matjar/core'
import { Money, useAuth, useStorefront } from '@matjar/react'
import { Anchor, Button } from '@matjar/ui'
import { useEffect, useState } from 'react'
import { useShop } from '../shop.js'

// The session is the browser's, so the customer's calls are made here, after sign-in is read.
export function Account() {
  const { language, t, path, go } = useShop()
  const { isSignedIn, user, logout } = useAuth()
  const { client } = useStorefront()
  const [account, setAccount] = useState(null)
  const [problem, setProblem] = useState(null)

  useEffect(() => {
    if (!isSignedIn) return
    // A call that fails (the API down, the session gone) rejects with a StorefrontError: say why.
    setProblem(null)
    Promise.all([client.call('listOrders'), client.call('getWallet')]).then(
      ([orders, wallet]) => setAccount({ orders: orders.data.items, wallet: wallet.data }),
      (error) => setProblem(error),
    )
  }, [client, isSignedIn])

  if (!isSignedIn) return <Anchor href={path('/sign-in')}>{t.signIn}</Anchor>
  return (
    <section className="stack">
      <h1>
        {t.account}: {user.first_name} {user.last_name}
      </h1>
      {problem && <p role="alert">{errorMessage(problem, language)}</p>}
      <h2>{t.wallet}</h2>
      <p>{account ? <Money amount={account.wallet.balance} /> : problem ? '—' : '…'}</p>
      <h2>{t.orders}</h2>
      {account?.orders.length === 0 && <p>{t.noOrders}</p>}
      <ul>
        {account?.orders.map((order) => (
          <li key={order.id}>
            {order.order_number} · <Money amount={order.total_price} />
          </li>
        ))}
      </ul>
      <Button variant="outline" onClick={() => logout().then(() => go(path('/')))}>
        {t.signOut}
      </Button>
    </section>
  )
}

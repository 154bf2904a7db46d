// A server component importing a server-safe component of @matjar/ui and a client one of its own.
import { Button } from '@matjar/ui'
import { AddToCart } from './add-to-cart.jsx'

export default function Home() {
  return (
    <main>
      <h1>Matjar in Next.js</h1>
      <AddToCart />
      <Button type="button" disabled>
        Rendered on the server
      </Button>
    </main>
  )
}

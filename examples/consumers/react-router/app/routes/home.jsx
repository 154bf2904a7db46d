import { useCart } from '@matjar/react'
import { Button } from '@matjar/ui'

export const meta = () => [{ title: 'Matjar in React Router' }]

export default function Home() {
  const { itemCount, add } = useCart()
  return (
    <main>
      <h1>Matjar in React Router</h1>
      <Button onClick={() => add({ product_id: 1, product_type: 'retail' })}>Add to cart</Button>
      <p>
        In the cart: <output>{itemCount}</output>
      </p>
    </main>
  )
}

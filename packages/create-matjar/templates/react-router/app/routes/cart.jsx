import { Cart } from '../views/Cart.jsx'

export const meta = () => [{ title: 'Cart' }]

export default Cart

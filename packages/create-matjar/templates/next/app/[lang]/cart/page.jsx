import { Cart } from '../../views/Cart.jsx'

export const metadata = { title: 'Cart' }

export default Cart

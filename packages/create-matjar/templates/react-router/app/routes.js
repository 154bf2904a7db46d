import { index, prefix, route } from '@react-router/dev/routes'

// Every page twice: English at the plain address, Arabic under /ar (route ids say which).
const pages = (language) => [
  index('routes/home.jsx', { id: `${language}/home` }),
  route('products', 'routes/products.jsx', { id: `${language}/products` }),
  route('products/:id', 'routes/product.jsx', { id: `${language}/product` }),
  route('cart', 'routes/cart.jsx', { id: `${language}/cart` }),
  route('sign-in', 'routes/sign-in.jsx', { id: `${language}/sign-in` }),
  route('account', 'routes/account.jsx', { id: `${language}/account` }),
]

export default [...pages('en'), ...prefix('ar', pages('ar'))]

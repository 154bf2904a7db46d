import '@matjar/ui/theme.css'
import { StorefrontProvider } from '@matjar/react'
import { createRoot } from 'react-dom/client'
import { Cart } from './Cart.jsx'

// Where the Storefront API answers: `?api=` (the end-to-end test), else the reference API's port.
const apiUrl = new URLSearchParams(location.search).get('api') ?? 'http://127.0.0.1:4000'

createRoot(document.getElementById('root')).render(
  <StorefrontProvider apiUrl={apiUrl}>
    <Cart />
  </StorefrontProvider>,
)

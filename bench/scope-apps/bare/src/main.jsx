import { createRoot } from 'react-dom/client'

// The floor: a bare React 19 app. Every other app's figure is counted over this one.
createRoot(document.getElementById('root')).render(
  <main>
    <h1>Shop</h1>
  </main>,
)

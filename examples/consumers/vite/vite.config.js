import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// `test`: the component tests (vitest) run in jsdom, with @matjar/testing's in-memory shop.
export default defineConfig({ plugins: [react()], test: { environment: 'jsdom' } })

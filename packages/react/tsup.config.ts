import { defineConfig } from 'tsup'

export default defineConfig({
  // `intl` is its own entry so that react-intl stays optional; shared code (the contexts) lands
  // in one chunk both entries import.
  entry: { index: 'src/index.ts', intl: 'src/intl.ts' },
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
  external: ['react', 'react-intl', '@matjar/core', 'xstate'],
})

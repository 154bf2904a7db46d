// The image viewer's component on its own, for `ProductImageViewer` to load on first use.
export { ImageViewer as default } from '@matjar/ui'

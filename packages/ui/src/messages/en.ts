/**
 * English words of the components themselves (buttons of the image viewer, the password toggle,
 * the quantity stepper …), as ICU messages. Every component also takes its strings as props.
 */
const en = {
  close: 'Close',
  notifications: 'Notifications',
  loading: 'Loading page',
  'viewer.title': 'Image viewer',
  'viewer.previous': 'Previous image',
  'viewer.next': 'Next image',
  'viewer.zoomIn': 'Zoom in',
  'viewer.zoomOut': 'Zoom out',
  'viewer.rotate': 'Rotate',
  'viewer.position': 'Image {index} of {count}',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'phone.country': 'Country code',
  'phone.search': 'Search countries',
  'phone.noResults': 'No country found',
  'colorMode.dark': 'Dark mode',
  'product.addToCart': 'Add to cart',
  'product.wishlist': 'Add to wishlist',
  'quantity.decrease': 'Decrease quantity',
  'quantity.increase': 'Increase quantity',
  'rating.summary': '{rating} out of 5 stars',
  'rating.choose': 'Your rating',
  'price.before': 'Was',
  'contact.whatsapp': 'Chat with us on WhatsApp',
  'row.back': 'Scroll back',
  'row.forward': 'Scroll forward',
}

export type UiMessageKey = keyof typeof en

export default en

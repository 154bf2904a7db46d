import type { Language } from '@matjar/core'

/**
 * Words of the components themselves (buttons of the image viewer, the password toggle …) that
 * the core catalogue does not hold. Every component also takes its strings as props.
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
  'language.switchTo': 'Switch to English',
  'product.addToCart': 'Add to cart',
  'product.wishlist': 'Add to wishlist',
  'product.unwishlist': 'Remove from wishlist',
  'countdown.label': 'Offer ends in',
  'pagination.label': 'Pages',
  'pagination.page': 'Page {page} of {lastPage}',
  'row.back': 'Scroll back',
  'row.forward': 'Scroll forward',
} as const

export type UiMessageKey = keyof typeof en

const ar: Record<UiMessageKey, string> = {
  close: 'إغلاق',
  notifications: 'الإشعارات',
  loading: 'جارٍ تحميل الصفحة',
  'viewer.title': 'عارض الصور',
  'viewer.previous': 'الصورة السابقة',
  'viewer.next': 'الصورة التالية',
  'viewer.zoomIn': 'تكبير',
  'viewer.zoomOut': 'تصغير',
  'viewer.rotate': 'تدوير',
  'viewer.position': 'الصورة {index} من {count}',
  'password.show': 'إظهار كلمة المرور',
  'password.hide': 'إخفاء كلمة المرور',
  'phone.country': 'رمز الدولة',
  'phone.search': 'ابحث عن دولة',
  'phone.noResults': 'لا توجد دولة مطابقة',
  'colorMode.dark': 'الوضع الداكن',
  'language.switchTo': 'التبديل إلى العربية',
  'product.addToCart': 'أضف إلى السلة',
  'product.wishlist': 'أضف إلى المفضلة',
  'product.unwishlist': 'إزالة من المفضلة',
  'countdown.label': 'ينتهي العرض خلال',
  'pagination.label': 'الصفحات',
  'pagination.page': 'الصفحة {page} من {lastPage}',
  'row.back': 'مرّر للخلف',
  'row.forward': 'مرّر للأمام',
}

export const uiMessages: Record<Language, Record<UiMessageKey, string>> = { en, ar }

/** A component word in a language, with `{name}` placeholders filled in. */
export const uiText = (
  language: Language,
  key: UiMessageKey,
  values: Record<string, string | number> = {},
): string =>
  uiMessages[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))

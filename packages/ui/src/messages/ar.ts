import type { UiMessageKey } from './en.ts'

/** Arabic words of the components: the same keys as the English ones. */
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
  'product.addToCart': 'أضف إلى السلة',
  'product.wishlist': 'أضف إلى المفضلة',
  'quantity.decrease': 'إنقاص الكمية',
  'quantity.increase': 'زيادة الكمية',
  'rating.summary': '{rating} من 5 نجوم',
  'rating.choose': 'تقييمك',
  'price.before': 'كان',
  'contact.whatsapp': 'تواصل معنا عبر واتساب',
  'row.back': 'مرّر للخلف',
  'row.forward': 'مرّر للأمام',
}

export default ar

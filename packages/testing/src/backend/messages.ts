import type { Language, MessageKey as SdkKey } from '@matjar/core'
import { ar } from '@matjar/core/messages/ar'
import { en } from '@matjar/core/messages/en'

/** The SDK's own words for an event of spec §8, in both languages. */
const sdk = (key: SdkKey) => ({ en: en[key], ar: ar[key] })

/**
 * What the in-memory shop says, in both languages: the SDK's catalogue where it has words for the
 * event (spec §8: added to cart, signed in, order placed …), its own for a server's refusals.
 */
const messages = {
  notFound: { en: 'Not Found', ar: 'غير موجود' },
  blogNotFound: { en: 'No such blog post', ar: 'المقال غير موجود' },
  pageNotFound: { en: 'No such page', ar: 'الصفحة غير موجودة' },
  categoryNotFound: { en: 'No such category', ar: 'الفئة غير موجودة' },
  brandNotFound: { en: 'No such brand', ar: 'العلامة التجارية غير موجودة' },
  branchNotFound: { en: 'No such branch', ar: 'الفرع غير موجود' },
  ok: { en: 'OK', ar: 'تم' },
  malformedJson: {
    en: 'The request body is not valid JSON',
    ar: 'محتوى الطلب ليس بصيغة JSON صالحة',
  },
  multipartRequired: {
    en: 'The form must be sent as multipart/form-data',
    ar: 'يجب إرسال النموذج بصيغة multipart/form-data',
  },
  invalidData: { en: 'The given data was invalid', ar: 'البيانات المرسلة غير صالحة' },
  badCursor: {
    en: 'This link to the next products is not valid for this list: start again from the first page',
    ar: 'رابط المنتجات التالية غير صالح لهذه القائمة: ابدأ من الصفحة الأولى',
  },
  invalidField: { en: 'This value is invalid', ar: 'هذه القيمة غير صالحة' },
  placeUnknown: {
    en: 'Choose a country, region and city from the list',
    ar: 'اختر الدولة والمنطقة والمدينة من القائمة',
  },
  countryUnknown: { en: 'Choose a country from the list', ar: 'اختر دولة من القائمة' },
  regionNotInCountry: {
    en: 'Choose a region of the chosen country',
    ar: 'اختر منطقة من الدولة المختارة',
  },
  cityNotInRegion: {
    en: 'Choose a city of the chosen region',
    ar: 'اختر مدينة من المنطقة المختارة',
  },
  unauthenticated: { en: 'Unauthenticated', ar: 'يلزم تسجيل الدخول' },
  cartRetrieved: { en: 'Cart retrieved', ar: 'تم جلب السلة' },
  removedFromCart: { en: 'Removed from cart', ar: 'تمت الإزالة من السلة' },
  productNotFound: { en: 'Product not found', ar: 'المنتج غير موجود' },
  selectionRequired: { en: 'Choose a colour for this product', ar: 'اختر لونًا لهذا المنتج' },
  selectionNotFound: {
    en: 'This colour is not available for the product',
    ar: 'هذا اللون غير متوفر لهذا المنتج',
  },
  lineNotFound: { en: 'This product is not in the cart', ar: 'هذا المنتج غير موجود في السلة' },
  cartRetired: {
    en: 'This cart now belongs to an account: sign in to use it',
    ar: 'هذه السلة أصبحت لحساب: سجّل الدخول لاستخدامها',
  },
  noCart: { en: 'There is no cart to apply it to', ar: 'لا توجد سلة لتطبيقه عليها' },
  emptyCart: { en: 'The cart is empty', ar: 'السلة فارغة' },
  promoApplied: { en: 'Promo code applied', ar: 'تم تطبيق رمز الخصم' },
  promoRemoved: { en: 'Promo code removed', ar: 'تمت إزالة رمز الخصم' },
  promoUnknown: { en: 'This promo code does not exist', ar: 'رمز الخصم غير موجود' },
  promoUnavailable: {
    en: 'This promo code has expired or does not apply to this cart',
    ar: 'رمز الخصم منتهٍ أو لا ينطبق على هذه السلة',
  },
  confirmationCodeSent: {
    en: 'Check your email: we sent a code to confirm your account',
    ar: 'تحقق من بريدك: أرسلنا رمزاً لتأكيد حسابك',
  },
  wrongCredentials: {
    en: 'These credentials do not match our records',
    ar: 'بيانات الدخول غير صحيحة',
  },
  wrongCode: { en: 'The code is wrong or has expired', ar: 'الرمز غير صحيح أو منتهي الصلاحية' },
  googleUnavailable: {
    en: 'Google sign-in is not available in this shop',
    ar: 'تسجيل الدخول عبر Google غير متاح في هذا المتجر',
  },
  wrongPassword: { en: 'The password is wrong', ar: 'كلمة المرور غير صحيحة' },
  emailTaken: { en: 'This email belongs to another account', ar: 'هذا البريد مستخدم في حساب آخر' },
  addressDeleted: { en: 'Address deleted', ar: 'تم حذف العنوان' },
  addressNameTaken: {
    en: 'You already have an address with this name',
    ar: 'لديك عنوان بهذا الاسم',
  },
  addressNotFound: { en: 'No such address', ar: 'العنوان غير موجود' },
  wishlistAdded: { en: 'Added to the wishlist', ar: 'تمت الإضافة إلى المفضلة' },
  wishlistRemoved: { en: 'Removed from the wishlist', ar: 'تمت الإزالة من المفضلة' },
  orderNotFound: { en: 'No such order', ar: 'الطلب غير موجود' },
  cannotCancel: {
    en: 'This order can no longer be cancelled',
    ar: 'لم يعد بالإمكان إلغاء هذا الطلب',
  },
  orderMoved: { en: 'Order status changed', ar: 'تم تغيير حالة الطلب' },
  cannotMove: {
    en: 'The order cannot move to that status from where it is',
    ar: 'لا يمكن نقل الطلب إلى هذه الحالة من حالته الحالية',
  },
  cannotRate: {
    en: 'Only a delivered order can be rated, once',
    ar: 'يمكن تقييم الطلب المسلَّم مرة واحدة فقط',
  },
  noInvoice: { en: 'A cancelled order has no invoice', ar: 'لا فاتورة للطلب الملغى' },
  walletTooLow: { en: 'Not enough balance in the wallet', ar: 'رصيد المحفظة غير كافٍ' },
  guestWallet: { en: 'A guest cannot pay by wallet', ar: 'لا يمكن للزائر الدفع من المحفظة' },
  notEnoughPoints: { en: 'Not enough points', ar: 'النقاط غير كافية' },
  keyReused: {
    en: 'This Idempotency-Key was used with another request',
    ar: 'استُخدم مفتاح منع التكرار هذا مع طلب آخر',
  },
  unknownPlace: { en: 'We do not deliver there', ar: 'لا نوصل إلى هذا المكان' },
  addedToCart: sdk('cart.added'),
  notEnoughStock: sdk('cart.not_enough_stock'),
  signedUp: sdk('auth.sign_up_success'),
  signedIn: sdk('auth.sign_in_success'),
  signedOut: sdk('auth.sign_out_success'),
  resetCodeSent: sdk('auth.reset_code_sent'),
  profileUpdated: sdk('profile.update_success'),
  orderCancelled: sdk('order.cancelled'),
  orderRated: sdk('order.rated'),
  orderPlaced: sdk('checkout.success'),
  walletRecharged: sdk('wallet.recharged'),
  pointsConverted: sdk('points.converted'),
  messageSent: sdk('contact.sent'),
  addressAdded: sdk('address.added'),
  addressEdited: sdk('address.edited'),
} satisfies Record<string, Record<Language, string>>

export type MessageKey = keyof typeof messages

export const say = (language: Language, key: MessageKey): string => messages[key][language]

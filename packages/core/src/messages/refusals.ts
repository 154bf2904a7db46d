import { defineMessages, type Messages } from './define-messages.ts'

// The refusals a backend of the contract answers (a 4xx `message`, or a field's reason in
// `errors`): the words both the reference API and the test kit's in-memory backend say, so a word
// changed here changes both. One catalogue per language, as the SDK's own (`en.ts`, `ar.ts`).

const en = {
  // Any call.
  notFound: 'Not Found',
  malformedJson: 'The request body is not valid JSON',
  multipartRequired: 'The form must be sent as multipart/form-data',
  invalidData: 'The given data was invalid',
  unauthenticated: 'Unauthenticated',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another request',
  badCursor:
    'This link to the next products is not valid for this list: start again from the first page',

  // Catalogue and content.
  productNotFound: 'Product not found',
  categoryNotFound: 'No such category',
  brandNotFound: 'No such brand',
  postNotFound: 'No such post',
  pageNotFound: 'No such page',
  branchNotFound: 'No such branch',

  // Cart and promo codes.
  selectionRequired: 'Choose a colour for this product',
  selectionNotFound: 'This colour is not available for the product',
  lineNotFound: 'This product is not in the cart',
  noCart: 'There is no cart to apply it to',
  promoUnknown: 'This promo code does not exist',
  promoExpired: 'This promo code has expired',
  promoUsedUp: 'This promo code has been used up',
  promoAlreadyUsed: 'You have already used this promo code',
  promoBelowMinimum: 'The cart is below the minimum order for this promo code',

  // Accounts.
  wrongCredentials: 'These credentials do not match our records',
  emailTaken: 'The email has already been taken',
  googleNotConfigured: 'Google sign-in is not available in this shop',
  wrongResetCode: 'The code is wrong or has expired',
  wrongPassword: 'The current password is wrong',

  // Addresses and places.
  addressNotFound: 'Address not found',
  addressNameTaken: 'You already have an address with this name',
  placeUnknown: 'Choose a country, region and city from the list',
  countryUnknown: 'Choose a country from the list',
  regionNotInCountry: 'Choose a region of the chosen country',
  cityNotInRegion: 'Choose a city of the chosen region',

  // Checkout, orders, wallet and points.
  cartEmpty: 'Your cart is empty',
  walletTooLow: 'Your wallet balance is not enough for this order',
  orderNotFound: 'No such order',
  orderNotCancellable: 'This order can no longer be cancelled',
  orderNotRatable: 'Only a delivered order can be rated, once',
  noInvoice: 'A cancelled order has no invoice',
  orderStatusNotAllowed: 'The order cannot move to that status',
  pointsTooFew: 'Not enough points for this conversion',
} as const

/** The name of a refusal: `notFound`, `invalidData`, `addressNameTaken` … */
export type RefusalKey = keyof typeof en

const ar: Readonly<Record<RefusalKey, string>> = {
  // Any call.
  notFound: 'غير موجود',
  malformedJson: 'محتوى الطلب ليس بصيغة JSON صالحة',
  multipartRequired: 'يجب إرسال النموذج بصيغة multipart/form-data',
  invalidData: 'البيانات المرسلة غير صالحة',
  unauthenticated: 'يلزم تسجيل الدخول',
  idempotencyKeyReused: 'مفتاح Idempotency-Key مستخدم من قبل لطلب آخر',
  badCursor: 'رابط المنتجات التالية غير صالح لهذه القائمة: ابدأ من الصفحة الأولى',

  // Catalogue and content.
  productNotFound: 'المنتج غير موجود',
  categoryNotFound: 'الفئة غير موجودة',
  brandNotFound: 'العلامة التجارية غير موجودة',
  postNotFound: 'المقال غير موجود',
  pageNotFound: 'الصفحة غير موجودة',
  branchNotFound: 'الفرع غير موجود',

  // Cart and promo codes.
  selectionRequired: 'اختر لونًا لهذا المنتج',
  selectionNotFound: 'هذا اللون غير متوفر لهذا المنتج',
  lineNotFound: 'هذا المنتج غير موجود في السلة',
  noCart: 'لا توجد سلة لتطبيقه عليها',
  promoUnknown: 'رمز الخصم غير موجود',
  promoExpired: 'انتهت صلاحية رمز الخصم',
  promoUsedUp: 'نفد استخدام رمز الخصم',
  promoAlreadyUsed: 'لقد استخدمت رمز الخصم هذا من قبل',
  promoBelowMinimum: 'قيمة السلة أقل من الحد الأدنى لاستخدام رمز الخصم',

  // Accounts.
  wrongCredentials: 'بيانات الدخول غير صحيحة',
  emailTaken: 'البريد الإلكتروني مستخدم من قبل',
  googleNotConfigured: 'تسجيل الدخول عبر Google غير متاح في هذا المتجر',
  wrongResetCode: 'الرمز غير صحيح أو انتهت صلاحيته',
  wrongPassword: 'كلمة المرور الحالية غير صحيحة',

  // Addresses and places.
  addressNotFound: 'العنوان غير موجود',
  addressNameTaken: 'لديك عنوان آخر بهذا الاسم',
  placeUnknown: 'اختر الدولة والمنطقة والمدينة من القائمة',
  countryUnknown: 'اختر دولة من القائمة',
  regionNotInCountry: 'اختر منطقة من الدولة المختارة',
  cityNotInRegion: 'اختر مدينة من المنطقة المختارة',

  // Checkout, orders, wallet and points.
  cartEmpty: 'سلتك فارغة',
  walletTooLow: 'رصيد محفظتك غير كافٍ لهذا الطلب',
  orderNotFound: 'الطلب غير موجود',
  orderNotCancellable: 'لم يعد بالإمكان إلغاء هذا الطلب',
  orderNotRatable: 'يمكن تقييم الطلب بعد توصيله، مرة واحدة فقط',
  noInvoice: 'لا توجد فاتورة لطلب ملغى',
  orderStatusNotAllowed: 'لا يمكن نقل الطلب إلى هذه الحالة',
  pointsTooFew: 'لا توجد نقاط كافية لهذا التحويل',
}

/** Whether a message key names one of the contract's refusals. */
export const isRefusalKey = (key: string): key is RefusalKey => Object.hasOwn(en, key)

/**
 * The contract's refusals as a catalogue (`@matjar/core/messages/refusals`), both languages
 * given: `refusalMessages.translate('ar', 'notFound')` answers at once. A server's entry: no
 * browser code imports it.
 */
export const refusalMessages: Messages<RefusalKey> = defineMessages('refusals', { en, ar })

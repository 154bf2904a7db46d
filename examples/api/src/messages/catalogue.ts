import type { Language } from './translate.ts'

/**
 * Every text the API sends (answers, labels, mails), in both languages, as ICU messages: `{name}`
 * placeholders are filled by `translate`. The refusals the test kit's in-memory backend answers
 * too (not found, malformed JSON, invalid data, places …) are core's, in
 * `@matjar/core/messages/refusals`: one word for both backends.
 */
export const messages = {
  cartRetrieved: { en: 'Cart retrieved', ar: 'تم جلب السلة' },
  addedToCart: { en: 'Added to cart', ar: 'تمت الإضافة إلى السلة' },
  removedFromCart: { en: 'Removed from cart', ar: 'تمت الإزالة من السلة' },
  notEnoughStock: { en: 'Not enough stock available', ar: 'الكمية المتوفرة غير كافية' },
  uuidRequired: {
    en: 'A guest cart needs the uuid field',
    ar: 'حقل uuid مطلوب لسلة الزائر',
  },
  bodyTooLarge: { en: 'The request body is too large', ar: 'حجم محتوى الطلب كبير جدًا' },
  signedUp: { en: 'Sign up successfully', ar: 'تم إنشاء الحساب بنجاح' },
  confirmationCodeSent: {
    en: 'Check your email: we sent a code to confirm your account',
    ar: 'تحقق من بريدك: أرسلنا رمزاً لتأكيد حسابك',
  },
  signedIn: { en: 'Sign in successfully', ar: 'تم تسجيل الدخول بنجاح' },
  signedOut: { en: 'Sign out successfully', ar: 'تم تسجيل الخروج بنجاح' },
  guestCartClaimed: {
    en: 'This cart now belongs to an account: sign in to use it',
    ar: 'هذه السلة أصبحت مرتبطة بحساب: سجّل الدخول لاستخدامها',
  },
  googleRejected: { en: 'Google sign-in failed', ar: 'فشل تسجيل الدخول عبر Google' },
  resetCodeSent: {
    en: 'If the email has an account, a reset code is on its way',
    ar: 'إن كان البريد مسجلاً لدينا، فسيصلك رمز إعادة التعيين قريباً',
  },
  passwordChanged: { en: 'Password updated', ar: 'تم تحديث كلمة المرور' },
  profileUpdated: { en: 'Profile updated successfully', ar: 'تم تحديث الملف الشخصي بنجاح' },
  emailChanged: { en: 'Email updated', ar: 'تم تحديث البريد الإلكتروني' },
  promoApplied: { en: 'Promo code applied', ar: 'تم تطبيق رمز الخصم' },
  promoRemoved: { en: 'Promo code removed', ar: 'تمت إزالة رمز الخصم' },
  belowMinimumOrder: {
    en: 'The order is below the minimum order amount',
    ar: 'قيمة الطلب أقل من الحد الأدنى للطلب',
  },
  orderPlaced: { en: 'Order placed successfully', ar: 'تم إنشاء الطلب بنجاح' },
  ordersRetrieved: { en: 'Orders retrieved', ar: 'تم جلب الطلبات' },
  orderCancelled: { en: 'Order cancelled', ar: 'تم إلغاء الطلب' },
  orderRated: { en: 'Order rated', ar: 'تم تقييم الطلب' },
  orderStatusChanged: { en: 'Order status changed', ar: 'تم تغيير حالة الطلب' },
  walletRecharged: { en: 'Wallet recharged', ar: 'تم شحن المحفظة' },
  paymentFailed: { en: 'The payment did not go through', ar: 'لم تتم عملية الدفع' },
  paymentNotFound: { en: 'No such payment', ar: 'لا توجد عملية دفع بهذا المرجع' },
  paymentSignatureRefused: {
    en: 'The confirmation is not signed by the payment provider',
    ar: 'التأكيد غير موقّع من مزوّد الدفع',
  },
  paymentAmountMismatch: {
    en: 'The confirmed amount is not the amount charged',
    ar: 'المبلغ المؤكَّد لا يطابق المبلغ المطلوب',
  },
  cancelledWhilePayingWallet: {
    en: 'The order was cancelled while your card was being charged: the amount was refunded to your wallet',
    ar: 'أُلغي الطلب أثناء الدفع بالبطاقة: أُعيد المبلغ إلى محفظتك',
  },
  cancelledWhilePayingCard: {
    en: 'The order was cancelled while your card was being charged: the amount was refunded to your card',
    ar: 'أُلغي الطلب أثناء الدفع بالبطاقة: أُعيد المبلغ إلى بطاقتك',
  },
  pointsConverted: { en: 'Points converted into balance', ar: 'تم تحويل النقاط إلى رصيد' },
  idempotencyInProgress: {
    en: 'The first request with this Idempotency-Key is still being processed',
    ar: 'الطلب الأول بهذا المفتاح Idempotency-Key ما زال قيد التنفيذ',
  },
  signedInCheckout: {
    en: 'Signed in, you check out your own cart: leave out the guest cart',
    ar: 'بعد تسجيل الدخول تُتمّ طلب سلتك أنت: لا ترسل سلة الزائر',
  },
  adminOnly: { en: 'The shop admin token is required', ar: 'يلزم رمز إدارة المتجر' },
  tooManyAttempts: {
    en: 'Too many attempts: please wait a few minutes',
    ar: 'محاولات كثيرة: يرجى الانتظار بضع دقائق',
  },
  accountBusy: {
    en: 'This account is being tried too often: please try again in a few seconds',
    ar: 'تجري محاولات كثيرة على هذا الحساب: يرجى المحاولة بعد بضع ثوانٍ',
  },
  messageSent: { en: 'Message sent successfully', ar: 'تم إرسال الرسالة بنجاح' },
  attachmentTooLarge: {
    en: 'An attachment is at most 2 MB',
    ar: 'الحد الأقصى لحجم المرفق 2 ميغابايت',
  },
  formIncomplete: {
    en: 'The form did not arrive whole: please send it again',
    ar: 'لم يصل النموذج كاملاً: يرجى إرساله مرة أخرى',
  },
  attachmentNotFound: { en: 'No such attachment', ar: 'لا يوجد مرفق بهذا الرقم' },
  attachmentType: {
    en: 'An attachment must be a JPG, PNG or PDF file',
    ar: 'يجب أن يكون المرفق ملف JPG أو PNG أو PDF',
  },
  addressSaved: { en: 'Location added or edited', ar: 'تم حفظ العنوان' },
  addressDeleted: { en: 'Location deleted', ar: 'تم حذف العنوان' },
  wishlistAdded: { en: 'Added to the wishlist', ar: 'تمت الإضافة إلى المفضلة' },
  wishlistRemoved: { en: 'Removed from the wishlist', ar: 'تمت الإزالة من المفضلة' },
  /** An address no endpoint answers: a wrong base URL or path, said so a developer finds it. */
  noSuchEndpoint: {
    en: 'Not Found: no endpoint answers {method} {path}. The Storefront API’s paths start with /data/, /actions/, /auth/ or /shop/; the list is at /openapi.json',
    ar: 'غير موجود: لا توجد نقطة وصول تجيب {method} {path}. تبدأ مسارات واجهة المتجر بـ /data/ أو /actions/ أو /auth/ أو /shop/، والقائمة في /openapi.json',
  },
  shopNotSetUp: { en: 'The shop is not set up yet', ar: 'لم يُجهَّز المتجر بعد' },
  databaseDown: { en: 'Database unavailable', ar: 'قاعدة البيانات غير متاحة' },
  draining: {
    en: 'This server is stopping: try again in a moment',
    ar: 'هذا الخادم يتوقف الآن: حاول مرة أخرى بعد قليل',
  },
  wholesalePrice: { en: 'Wholesale price', ar: 'سعر الجملة' },
  /** The label of a discounted price. */
  discountPercent: { en: '-{percent}%', ar: 'خصم {percent}%' },
  serverError: { en: 'Internal Server Error', ar: 'خطأ داخلي في الخادم' },
  serverBusy: {
    en: 'The shop is busy, please try again in a moment',
    ar: 'المتجر مشغول، يرجى المحاولة بعد قليل',
  },

  // Titles of the home page's sections.
  homeOffers: { en: 'Offers', ar: 'العروض' },
  homeNewArrivals: { en: 'New arrivals', ar: 'وصل حديثاً' },
  homeBrands: { en: 'Brands', ar: 'العلامات التجارية' },
  homeBlog: { en: 'From the blog', ar: 'من المدونة' },
  homeCategories: { en: 'Shop by category', ar: 'تسوّق حسب القسم' },
  homeBestSellers: { en: 'Best sellers', ar: 'الأكثر مبيعاً' },

  // The views of a product's pictures, after the first: "Brass Dallah, side".
  pictureView: { en: '{name}, {view}', ar: '{name}، {view}' },
  pictureSide: { en: 'side', ar: 'من الجانب' },
  pictureDetail: { en: 'detail', ar: 'عن قرب' },
  pictureInUse: { en: 'in use', ar: 'قيد الاستعمال' },
  picturePackaging: { en: 'packaging', ar: 'التغليف' },

  // Pictures' renditions (/media/{key}/{width}.{format}).
  mediaNotFound: { en: 'No picture has this address', ar: 'لا توجد صورة بهذا العنوان' },
  mediaNotAnAddress: {
    en: 'Not a picture address: /media/{key}/{width}.{format}',
    ar: 'ليس عنوان صورة: /media/{key}/{width}.{format}',
  },
  mediaWidthNotOffered: {
    en: 'This picture is not offered at that width',
    ar: 'هذه الصورة غير متاحة بهذا العرض',
  },
  mediaFormatNotOffered: {
    en: 'This picture is not offered in that format',
    ar: 'هذه الصورة غير متاحة بهذه الصيغة',
  },
  mediaOffered: { en: 'Offered: {list}', ar: 'المتاح: {list}' },

  // Mails.
  confirmationMailSubject: { en: 'Confirm your Matjar account', ar: 'تأكيد حسابك في متجر' },
  confirmationMailText: {
    en: 'Your confirmation code is {code}. It works once, for {minutes} minutes. If you did not sign up, ignore this mail.',
    ar: 'رمز التأكيد هو {code}. يعمل مرة واحدة خلال {minutes} دقيقة. إن لم تنشئ حساباً فتجاهل هذه الرسالة.',
  },
  alreadyACustomerMailSubject: {
    en: 'You already have a Matjar account',
    ar: 'لديك حساب في متجر بالفعل',
  },
  alreadyACustomerMailText: {
    en: 'Someone, maybe you, tried to create a Matjar account with this email. You already have one: sign in, or reset your password if you have forgotten it. If it was not you, ignore this mail.',
    ar: 'حاول أحدٌ، ربما أنت، إنشاء حساب في متجر بهذا البريد. لديك حساب بالفعل: سجّل الدخول، أو أعد تعيين كلمة المرور إن نسيتها. إن لم تكن أنت فتجاهل هذه الرسالة.',
  },
  resetMailSubject: {
    en: 'Your Matjar password reset code',
    ar: 'رمز إعادة تعيين كلمة المرور في متجر',
  },
  resetMailText: {
    en: 'Your code is {code}. It works once, for {minutes} minutes. If you did not ask for it, ignore this mail.',
    ar: 'رمزك هو {code}. يعمل مرة واحدة خلال {minutes} دقيقة. إن لم تطلبه فتجاهل هذه الرسالة.',
  },
} satisfies Record<string, Record<Language, string>>

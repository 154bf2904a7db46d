import type { MessageKey } from './message-key.ts'

/**
 * Arabic catalogue: the same keys as the English one (the type makes a missing or extra key a
 * compile error). ICU messages; Arabic plurals use the six CLDR forms.
 */
export const ar: Record<MessageKey, string> = {
  // السلة
  'cart.not_enough_stock': 'الكمية المتوفرة في المخزون غير كافية',
  'cart.add_failed': 'تعذّرت إضافة المنتج إلى السلة',
  'cart.remove_failed': 'تعذّرت إزالة المنتج من السلة',
  'cart.added': 'تمت الإضافة إلى السلة',
  'cart.promo_code_failed': 'تعذّر تطبيق رمز الخصم',

  'toast.warning': 'تنبيه',

  // أخطاء عامة
  'error.add_failed': 'تعذّرت الإضافة',
  'error.remove_failed': 'تعذّرت الإزالة',
  'error.update_failed': 'تعذّر التحديث',
  'error.get_failed': 'تعذّر جلب البيانات',
  'error.delete_failed': 'تعذّر الحذف',
  'error.create_failed': 'تعذّر الإنشاء',
  'error.update_failed_title': 'فشل التحديث',
  'error.network': 'خطأ في الشبكة أو أن الخادم لا يستجيب',
  'error.unexpected': 'حدث خطأ ما، يرجى المحاولة مرة أخرى',

  // الدخول والتسجيل والخروج
  'auth.login_failed': 'تعذّر تسجيل الدخول',
  'auth.register_failed': 'تعذّر إنشاء الحساب',
  'auth.logout_failed': 'تعذّر تسجيل الخروج',
  'auth.sign_in_failed': 'فشل تسجيل الدخول',
  'auth.registration_failed': 'فشل إنشاء الحساب: يرجى التحقق من بياناتك أو المحاولة مرة أخرى',
  'auth.sign_up_success': 'تم إنشاء الحساب بنجاح',
  'auth.sign_in_success': 'تم تسجيل الدخول بنجاح',
  'auth.sign_out_success': 'تم تسجيل الخروج بنجاح',
  'auth.forgot_password_failed': 'تعذّر إرسال رمز إعادة التعيين',
  'auth.reset_password_failed': 'تعذّرت إعادة تعيين كلمة المرور',
  'auth.reset_code_sent': 'إن كان البريد مسجلاً لدينا، فسيصلك رمز إعادة التعيين قريباً',
  'auth.session_expired': 'انتهت جلستك',
  'auth.sign_in_again': 'يرجى تسجيل الدخول مرة أخرى؛ سلتك باقية على هذا الجهاز',
  'auth.already_signed_in': 'أنت مسجّل الدخول بالفعل: سجّل الخروج أولاً',
  'wishlist.sign_in_required': 'سجّل الدخول لتحفظ قائمة المفضلة',
  'wishlist.toggle_failed': 'تعذّر تحديث قائمة المفضلة',

  // الملف الشخصي
  'profile.update_failed': 'تعذّر تحديث الملف الشخصي',
  'profile.password_update_failed': 'تعذّر تحديث كلمة المرور',
  'profile.email_update_failed': 'تعذّر تحديث البريد الإلكتروني',
  'profile.update_success': 'تم تحديث الملف الشخصي بنجاح',

  // عناوين التوصيل
  'address.added': 'تمت إضافة الموقع بنجاح',
  'address.edited': 'تم تعديل الموقع بنجاح',

  // الطلبات والدفع
  'order.cancel_confirm': 'هل أنت متأكد من إلغاء هذا الطلب؟',
  'order.cancel_failed': 'تعذّر إلغاء الطلب',
  'order.cancelled': 'تم إلغاء الطلب بنجاح',
  'order.rate_failed': 'تعذّر تقييم الطلب',
  'order.rated': 'تم تقييم الطلب بنجاح',
  'order.create_failed': 'تعذّر إنشاء الطلب. يرجى المحاولة مرة أخرى',
  'order.invoice_load_failed': 'تعذّر تحميل الفاتورة',
  'orders.load_failed': 'تعذّر تحميل الطلبات',
  'checkout.failed': 'فشلت عملية الدفع',
  'checkout.success': 'تم تقديم الطلب بنجاح',

  // المحفظة والنقاط
  'wallet.recharged': 'تم شحن المحفظة بنجاح',
  'wallet.recharge_failed': 'تعذّر شحن المحفظة',
  'points.converted': 'تم تحويل النقاط إلى رصيد بنجاح',
  'points.convert_failed': 'تعذّر تحويل النقاط إلى رصيد',

  // نموذج التواصل
  'contact.sent': 'تم إرسال الرسالة بنجاح',
  'form.submit_failed': 'فشل الإرسال: حدث خطأ أثناء إرسال النموذج',

  // أخطاء الحقول القادمة من الخادم
  'form.error_in': 'خطأ في {field}',
  'field.user_name': 'اسم المستخدم',
  'field.email': 'البريد الإلكتروني',
  'field.password': 'كلمة المرور',
  'field.confirm_password': 'تأكيد كلمة المرور',
  'field.phone': 'رقم الجوال',
  'form.full_name': 'الاسم الكامل (الأول، الأوسط، الأخير)',

  // صفحة الخطأ
  'error_page.not_found': 'الصفحة غير موجودة',
  'error_page.route_not_found': 'الصفحة غير موجودة: {path}',
  'error_page.internal': 'خطأ داخلي في الخادم',
  'error_page.load_failed': 'خطأ في تحميل الصفحة: يرجى المحاولة لاحقًا',

  // التحقق من المدخلات
  'validation.invalid': 'يرجى التحقق من هذا الحقل',
  'validation.text.too_long': 'هذا النص أطول من المسموح',
  'validation.text.hidden':
    'لا يمكن أن يحتوي النص على محارف تحكم أو محارف تغيير الاتجاه أو محارف غير مرئية',
  'validation.name.required': 'الاسم مطلوب',
  'validation.name.min': 'يجب ألا يقل الاسم عن حرفين',
  'validation.name.letters': 'يجب أن يحتوي الاسم على حروف عربية أو لاتينية',
  'validation.first_name.required': 'الاسم الأول مطلوب',
  'validation.first_name.min': 'يجب ألا يقل الاسم الأول عن حرفين',
  'validation.last_name.required': 'اسم العائلة مطلوب',
  'validation.last_name.min': 'يجب ألا يقل اسم العائلة عن حرفين',
  'validation.email.required': 'البريد الإلكتروني مطلوب',
  'validation.email.invalid': 'صيغة البريد الإلكتروني غير صحيحة',
  'validation.phone.required': 'رقم الجوال مطلوب',
  'validation.phone.invalid': 'رقم الجوال غير صحيح',
  'validation.password.required': 'كلمة المرور مطلوبة',
  'validation.password.min': 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  'validation.password.uppercase': 'يجب أن تحتوي كلمة المرور على حرف كبير',
  'validation.password.lowercase': 'يجب أن تحتوي كلمة المرور على حرف صغير',
  'validation.password.number': 'يجب أن تحتوي كلمة المرور على رقم',
  'validation.password.special': 'يجب أن تحتوي كلمة المرور على رمز خاص',
  'validation.current_password.required': 'كلمة المرور الحالية مطلوبة',
  'validation.code.required': 'أدخل الرمز المرسل إلى بريدك الإلكتروني',
  'validation.terms.required': 'يجب الموافقة على الشروط والأحكام',
  'validation.confirm_password.required': 'تأكيد كلمة المرور مطلوب',
  'validation.confirm_password.mismatch': 'كلمتا المرور غير متطابقتين',
  'validation.address_name.required': 'اسم العنوان مطلوب',
  'validation.address_name.length': 'يجب أن يكون اسم العنوان بين 2 و255 حرفًا',
  'validation.address.required': 'العنوان مطلوب',
  'validation.address.length': 'يجب أن يكون العنوان بين 2 و255 حرفًا',
  'validation.address.taken': 'هذا العنوان موجود مسبقًا',
  'validation.address_type.invalid': 'اختر نوع العنوان',
  'validation.company_name.required': 'اسم الشركة مطلوب',
  'validation.company_name.length': 'يجب أن يكون اسم الشركة بين 2 و255 حرفًا',
  'validation.company_name.taken': 'اسم الشركة هذا موجود مسبقًا',
  'validation.customer_name.required': 'اسم العميل مطلوب',
  'validation.rating.required': 'اختر من نجمة إلى 5 نجوم',
  'validation.country.required': 'الدولة مطلوبة',
  'validation.state.required': 'المنطقة مطلوبة',
  'validation.city.required': 'المدينة مطلوبة',
  'validation.message.required': 'الرسالة مطلوبة',
  'validation.attachment.too_large': 'يجب ألا يتجاوز حجم كل مرفق 2 ميغابايت',
  'validation.attachment.type': 'يجب أن تكون المرفقات بصيغة JPG أو PNG أو PDF',
  'validation.attachments.too_many': 'يمكنك إرفاق 5 ملفات كحد أقصى',

  // تسميات التقييم
  'review.excellent': 'ممتاز',
  'review.good': 'جيد',
  'review.middle': 'متوسط',
  'review.below_average': 'دون المتوسط',
  'review.bad': 'سيئ',

  // وحدات العدّ التنازلي
  'countdown.second': 'ثانية',
  'countdown.minute': 'دقيقة',
  'countdown.hour': 'ساعة',
  'countdown.day': 'يوم',
  'countdown.days':
    '{count, plural, zero {يوم} one {يوم} two {يومان} few {أيام} many {يومًا} other {يوم}}',
  'countdown.days_count':
    '{count, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
  'countdown.hours_count':
    '{count, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}}',
  'countdown.minutes_count':
    '{count, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  'countdown.seconds_count':
    '{count, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتان} few {# ثوانٍ} many {# ثانية} other {# ثانية}}',
  // الكلمة تحت رقم خانة العدّ التنازلي (الرقم يُكتب دائماً بجانبها)
  'countdown.hours':
    '{count, plural, zero {ساعة} one {ساعة} two {ساعتان} few {ساعات} many {ساعة} other {ساعة}}',
  'countdown.minutes':
    '{count, plural, zero {دقيقة} one {دقيقة} two {دقيقتان} few {دقائق} many {دقيقة} other {دقيقة}}',
  'countdown.seconds':
    '{count, plural, zero {ثانية} one {ثانية} two {ثانيتان} few {ثوانٍ} many {ثانية} other {ثانية}}',

  // الترتيب والتصفية والتنقل بين الصفحات
  'sort.highest_price': 'الأعلى سعرًا',
  'sort.lowest_price': 'الأقل سعرًا',
  'filter.rating.5_stars': '5 نجوم',
  'filter.rating.4_and_up': '4 فأكثر',
  'filter.rating.3_and_up': '3 فأكثر',
  'filter.rating.2_and_up': '2 فأكثر',
  'pagination.prev': 'السابق',
  'pagination.next': 'التالي',
  'pagination.load_more': 'تحميل المزيد',
  'pagination.label': 'الصفحات',
  'pagination.current': 'الصفحة {page} من {last}',
}

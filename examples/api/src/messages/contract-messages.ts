/**
 * The contract's own validation texts (the `error` of a check in `@matjar/core/contract`, written
 * in English there) in Arabic, so that a 422 asked for in Arabic names every field in Arabic.
 * zod's Arabic messages cover the rest. `contract-messages.test.ts` finds every such text of the
 * endpoint table and fails when one has no Arabic here.
 */
const arabic: Readonly<Record<string, string>> = {
  'A name needs letters, Arabic or Latin': 'يجب أن يحتوي الاسم على حروف عربية أو لاتينية',
  'Text cannot hold control characters, direction overrides or invisible characters':
    'لا يمكن أن يحتوي النص على محارف تحكم أو محارف تغيير الاتجاه أو محارف غير مرئية',
  'The terms and conditions must be agreed': 'يجب الموافقة على الشروط والأحكام',
  'Name either a saved address or a city': 'حدّد عنوانًا محفوظًا أو مدينة',
  'Choose a country from the list': 'اختر دولة من القائمة',
  'Choose a region from the list': 'اختر منطقة من القائمة',
  'Choose a city from the list': 'اختر مدينة من القائمة',
  'An attachment is at most 2 MB': 'يجب ألا يتجاوز حجم كل مرفق 2 ميغابايت',
  'An attachment is a JPG, PNG or PDF file': 'يجب أن تكون المرفقات بصيغة JPG أو PNG أو PDF',
  'An idempotency key is 8 to 128 letters, digits, _ or -':
    'مفتاح منع التكرار من 8 إلى 128 حرفًا لاتينيًا أو رقمًا أو _ أو -',
  'A slug is lowercase letters, digits and single hyphens':
    'المعرّف حروف لاتينية صغيرة وأرقام وشرطات مفردة',
  'A path is slugs joined by /': 'المسار معرّفات تفصل بينها /',
  'Money must be a string with two decimals, like "12.50"':
    'المبلغ نص بمنزلتين عشريتين، مثل "12.50"',
  'The amount must be above zero': 'يجب أن يكون المبلغ أكبر من صفر',
  'A recharge is at most 10000.00 riyals': 'يُشحن الرصيد بـ 10000.00 ريال على الأكثر',
  'A price is a number of riyals, like 50 or 49.50': 'السعر عدد من الريالات، مثل 50 أو 49.50',
  'The password must be at least 8 characters': 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  'The password must contain an uppercase letter': 'يجب أن تحتوي كلمة المرور على حرف كبير',
  'The password must contain a lowercase letter': 'يجب أن تحتوي كلمة المرور على حرف صغير',
  'The password must contain a number': 'يجب أن تحتوي كلمة المرور على رقم',
  'The password must contain a special character': 'يجب أن تحتوي كلمة المرور على رمز خاص',
  'Passwords must match': 'كلمتا المرور غير متطابقتين',
  'A phone number is + and 3 to 17 digits, like +966501234567':
    'رقم الجوال هو + ثم 3 إلى 17 رقمًا، مثل +966501234567',
  'A colour is #RRGGBB': 'اللون بصيغة #RRGGBB',
  'A time of day is HH:MM on the 24-hour clock': 'الوقت بصيغة HH:MM بنظام 24 ساعة',
}

/** A validation message in the request's language: the contract's English texts translated. */
export const contractMessage = (message: string, language: 'en' | 'ar'): string =>
  language === 'ar' ? (arabic[message] ?? message) : message

/** The contract's texts that have an Arabic translation here. */
export const translatedContractMessages = (): string[] => Object.keys(arabic)

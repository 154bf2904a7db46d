import type { CartMessageKey } from './cart.en.ts'

/** The same words in Arabic: the type makes a missing or extra key a compile error. */
const ar: Record<CartMessageKey, string> = {
  emptyCart: 'سلتك فارغة. تصفح المنتجات وأضف ما يعجبك.',
  savings: 'توفر',
  vatIncluded: 'الأسعار شاملة الضريبة ({amount})',
  removeLineNamed: 'أزل {name} من السلة',
  removeLine: 'إزالة',
  promoCode: 'رمز الخصم',
  applyCode: 'تطبيق الرمز',
  removeCode: 'إزالة الرمز',
  checkout: 'إتمام الطلب',
  fullName: 'الاسم الكامل',
  deliveryAddress: 'عنوان التوصيل',
  addressDetails: 'الشارع، المبنى، أقرب معلم',
  cashOnDelivery: 'الدفع عند الاستلام',
  card: 'بطاقة',
  placeOrder: 'تأكيد الطلب',
  placing: 'جارٍ تأكيد طلبك…',
  orderConfirmed: 'شكراً لك! تم تأكيد الطلب {number}.',
  orderSummary: 'الإجمالي {total}، التوصيل بحلول {date}. سنتصل بك قبل التوصيل.',
  shippingAtCheckout: 'يُضاف الشحن عند إتمام الطلب.',
  toPay: 'المبلغ المستحق',
  vatInTotal: 'منها ضريبة القيمة المضافة',
  freeShipping: 'مجاني',
  quoteFailed: 'تعذّر حساب الإجمالي. حاول مرة أخرى بعد قليل.',
  freeShippingAbove: 'يُضاف الشحن عند إتمام الطلب، مجاني فوق {amount}.',
  checkoutFailed: 'فشل إتمام الطلب',
  deliverTo: 'التوصيل إلى',
  newAddress: 'عنوان جديد',
  paymentPaid: 'شكراً لك! تم دفع الطلب {number} وتأكيده.',
  paymentCancelled: 'أُلغي الدفع. أُلغي الطلب {number} ولم يُخصم أي مبلغ.',
  paymentRefunded: 'أُلغي الطلب {number} أثناء الدفع؛ وأُعيد المبلغ.',
  paymentUnknown: 'تعذّر معرفة نتيجة هذا الدفع. تجد حالة طلبك في طلباتي.',
  myOrders: 'طلباتي',
}

export default ar

import type { BackOfficeMessageKey } from './back-office.en.ts'

/** The same words in Arabic: the type makes a missing or extra key a compile error. */
const ar: Record<BackOfficeMessageKey, string> = {
  intro:
    'لفريق المتجر. انقل الطلب بين حالاته: عند تسليمه يكسب العميل النقاط ويستطيع تقييمه وفتح فاتورته.',
  token: 'رمز الموظفين',
  tokenHint: 'قيمة ADMIN_TOKEN في الواجهة البرمجية (يطبعها npm start).',
  open: 'افتح لوحة الإدارة',
  close: 'أغلق لوحة الإدارة',
  wrongToken: 'هذا ليس رمز الموظفين.',
  off: 'لوحة الإدارة معطّلة: لم يُضبط ADMIN_TOKEN في الواجهة البرمجية. اضبطه (16 حرفاً على الأقل) وأعد تشغيلها.',
  orders: 'أحدث الطلبات',
  noOrders: 'لا طلبات بعد.',
  moveTo: 'انقل {number} إلى',
  move: 'انقل',
  finished: 'لا خطوة بعدها',
  guest: 'زائر',
  moved: 'حالة الطلب {number} الآن: {status}.',
  unknownStatus: 'لا يمكن نقل الطلب إلى هذه الحالة.',
}

export default ar

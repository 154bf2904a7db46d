import type { Language } from '@matjar/core'
import { translatorOf } from '../fill-placeholders.ts'

/** The words of the reference shop's back office (`/back-office`), for the shop's staff. */
const backOfficeMessages = {
  en: {
    title: 'Back office',
    intro:
      'For the shop’s staff. Move an order through its statuses: once delivered, its customer earns points, can rate it and open its invoice.',
    token: 'Staff token',
    tokenHint: 'The API’s ADMIN_TOKEN (npm start prints it).',
    open: 'Open the back office',
    close: 'Close the back office',
    wrongToken: 'That is not the staff token.',
    off: 'The back office is off: the API has no ADMIN_TOKEN. Set one (at least 16 characters) and restart it.',
    orders: 'Latest orders',
    noOrders: 'No orders yet.',
    order: 'Order',
    date: 'Date',
    buyer: 'Customer',
    total: 'Total',
    status: 'Status',
    moveTo: 'Move {number} to',
    move: 'Move',
    finished: 'Nothing further',
    guest: 'Guest',
    moved: 'Order {number} is now: {status}.',
  },
  ar: {
    title: 'لوحة الإدارة',
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
    order: 'الطلب',
    date: 'التاريخ',
    buyer: 'العميل',
    total: 'الإجمالي',
    status: 'الحالة',
    moveTo: 'انقل {number} إلى',
    move: 'انقل',
    finished: 'لا خطوة بعدها',
    guest: 'زائر',
    moved: 'حالة الطلب {number} الآن: {status}.',
  },
} as const satisfies Record<Language, Record<string, string>>

export type BackOfficeMessageKey = keyof (typeof backOfficeMessages)['en']

export const translateBackOffice = translatorOf<BackOfficeMessageKey>(backOfficeMessages)

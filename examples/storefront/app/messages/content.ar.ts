import type { ContentMessageKey } from './content.en.ts'

/** The same words in Arabic: the type makes a missing or extra key a compile error. */
const ar: Record<ContentMessageKey, string> = {
  noBlogs: 'لا توجد مقالات بعد. عُد قريباً، أو تصفّح المنتجات في الأثناء.',
  publishedOn: 'نُشر في {date}',
  updatedOn: 'آخر تحديث {date}',
  backToBlogs: 'كل المقالات',
  name: 'اسمك',
  message: 'الرسالة',
  attachments: 'المرفقات (JPG أو PNG أو PDF، بحد أقصى 2 ميغابايت لكل ملف، حتى 5 ملفات)',
  removeFile: 'إزالة {name}',
  send: 'أرسل الرسالة',
}

export default ar

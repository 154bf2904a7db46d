import type { Language } from '@matjar/core'
import { translatorOf } from '../fill-placeholders.ts'

/** The labels of the shop's content screens: blogs, content pages and the contact form. */
const contentMessages = {
  en: {
    blogs: 'Blog',
    blogsIntro: 'News, recipes and tips from the shop.',
    noBlogs: 'No posts yet. Come back soon, or browse the products meanwhile.',
    readMore: 'Read “{title}”',
    publishedOn: 'Published {date}',
    updatedOn: 'Last updated {date}',
    backToBlogs: 'All posts',
    about: 'About us',
    services: 'Our services',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    contactUs: 'Contact us',
    contactIntro: 'Write to us and we answer by email, usually within a working day.',
    name: 'Your name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    attachments: 'Attachments (JPG, PNG or PDF, at most 2 MB each, up to 5)',
    removeFile: 'Remove {name}',
    send: 'Send message',
  },
  ar: {
    blogs: 'المدونة',
    blogsIntro: 'أخبار ووصفات ونصائح من المتجر.',
    noBlogs: 'لا توجد مقالات بعد. عُد قريباً، أو تصفّح المنتجات في الأثناء.',
    readMore: 'اقرأ «{title}»',
    publishedOn: 'نُشر في {date}',
    updatedOn: 'آخر تحديث {date}',
    backToBlogs: 'كل المقالات',
    about: 'من نحن',
    services: 'خدماتنا',
    terms: 'الشروط والأحكام',
    privacy: 'سياسة الخصوصية',
    contactUs: 'اتصل بنا',
    contactIntro: 'اكتب لنا ونرد عليك بالبريد، عادةً خلال يوم عمل.',
    name: 'اسمك',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    message: 'الرسالة',
    attachments: 'المرفقات (JPG أو PNG أو PDF، بحد أقصى 2 ميغابايت لكل ملف، حتى 5 ملفات)',
    removeFile: 'إزالة {name}',
    send: 'أرسل الرسالة',
  },
} as const satisfies Record<Language, Record<string, string>>

export type ContentMessageKey = keyof (typeof contentMessages)['en']

export const translateContent = translatorOf<ContentMessageKey>(contentMessages)

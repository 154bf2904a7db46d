import type { z } from 'zod'
import type { Language } from '../messages/translate.ts'

/**
 * Field errors a shopper can read, in English and Arabic, for the checks the contract leaves
 * without a text of its own (a length, a type, a format). Used instead of zod's locales, whose
 * wording is a library's ("Too small: expected string to have >=2 characters",
 * "أصغر من اللازم: يفترض لـ string أن يكون >= 2 حرف"). The contract's own texts still win.
 */
type Words = Readonly<Record<Language, (n: string) => string>>

const words = {
  required: { en: () => 'This field is required', ar: () => 'هذا الحقل مطلوب' },
  invalid: { en: () => 'Please check this field', ar: () => 'يرجى التحقق من هذا الحقل' },
  number: { en: () => 'Enter a number', ar: () => 'أدخل رقمًا' },
  wholeNumber: { en: () => 'Enter a whole number', ar: () => 'أدخل عددًا صحيحًا' },
  text: { en: () => 'Enter text', ar: () => 'أدخل نصًا' },
  yesOrNo: { en: () => 'Choose yes or no', ar: () => 'اختر نعم أو لا' },
  list: { en: () => 'Send a list', ar: () => 'أرسل قائمة' },
  minLength: {
    en: (n) => `Must be at least ${n} characters`,
    ar: (n) => `يجب ألا يقل عن ${n} أحرف`,
  },
  maxLength: {
    en: (n) => `Must be at most ${n} characters`,
    ar: (n) => `يجب ألا يزيد عن ${n} حرفًا`,
  },
  minItems: { en: (n) => `Choose at least ${n}`, ar: (n) => `اختر ${n} على الأقل` },
  maxItems: { en: (n) => `Choose at most ${n}`, ar: (n) => `اختر ${n} على الأكثر` },
  atLeast: { en: (n) => `Must be at least ${n}`, ar: (n) => `يجب ألا يقل عن ${n}` },
  above: { en: (n) => `Must be more than ${n}`, ar: (n) => `يجب أن يكون أكبر من ${n}` },
  atMost: { en: (n) => `Must be at most ${n}`, ar: (n) => `يجب ألا يزيد عن ${n}` },
  below: { en: (n) => `Must be less than ${n}`, ar: (n) => `يجب أن يكون أقل من ${n}` },
  email: { en: () => 'Enter a valid email address', ar: () => 'أدخل بريدًا إلكترونيًا صحيحًا' },
  identifier: { en: () => 'This identifier is not valid', ar: () => 'هذا المعرّف غير صالح' },
  date: { en: () => 'Enter a valid date', ar: () => 'أدخل تاريخًا صحيحًا' },
  address: { en: () => 'Enter a valid web address', ar: () => 'أدخل عنوان ويب صحيحًا' },
  format: { en: () => 'The format is not valid', ar: () => 'الصيغة غير صحيحة' },
  oneOf: { en: (n) => `Choose one of: ${n}`, ar: (n) => `اختر واحدًا من: ${n}` },
  multipleOf: { en: (n) => `Must be a multiple of ${n}`, ar: (n) => `يجب أن يكون من مضاعفات ${n}` },
  unknownField: { en: () => 'This field is not accepted', ar: () => 'هذا الحقل غير مقبول' },
} satisfies Record<string, Words>

const TYPE_WORDS: Readonly<Record<string, Words>> = {
  number: words.number,
  int: words.wholeNumber,
  bigint: words.wholeNumber,
  string: words.text,
  boolean: words.yesOrNo,
  array: words.list,
}

const FORMAT_WORDS: Readonly<Record<string, Words>> = {
  email: words.email,
  uuid: words.identifier,
  guid: words.identifier,
  datetime: words.date,
  date: words.date,
  url: words.address,
}

const choose = (issue: z.core.$ZodRawIssue): [Words, string] => {
  const origin = 'origin' in issue ? String(issue.origin) : ''
  const limit = (value: unknown) => String(value)
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return [words.required, '']
      return [TYPE_WORDS[String(issue.expected)] ?? words.invalid, '']
    case 'too_small': {
      const min = Number(issue.minimum)
      if (origin === 'string')
        return min <= 1 ? [words.required, ''] : [words.minLength, limit(issue.minimum)]
      if (origin === 'array' || origin === 'set') return [words.minItems, limit(issue.minimum)]
      return [issue.inclusive === false ? words.above : words.atLeast, limit(issue.minimum)]
    }
    case 'too_big':
      if (origin === 'string') return [words.maxLength, limit(issue.maximum)]
      if (origin === 'array' || origin === 'set') return [words.maxItems, limit(issue.maximum)]
      return [issue.inclusive === false ? words.below : words.atMost, limit(issue.maximum)]
    case 'invalid_format':
      return [FORMAT_WORDS[String(issue.format)] ?? words.format, '']
    case 'invalid_value':
      return [words.oneOf, issue.values.map(String).join(', ')]
    case 'not_multiple_of':
      return [words.multipleOf, limit(issue.divisor)]
    case 'unrecognized_keys':
      return [words.unknownField, '']
    default:
      return [words.invalid, '']
  }
}

/** The text of an issue the contract gave no text of its own, in the request's language. */
export const issueMessage = (issue: z.core.$ZodRawIssue, language: Language): string => {
  const [text, value] = choose(issue)
  return text[language](language === 'ar' ? value.replaceAll(', ', '، ') : value)
}

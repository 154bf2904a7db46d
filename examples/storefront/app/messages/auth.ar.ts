import type { AuthMessageKey } from './auth.en.ts'

/** The same words in Arabic: the type makes a missing or extra key a compile error. */
const ar: Record<AuthMessageKey, string> = {
  signInTitle: 'سجّل الدخول إلى حسابك',
  registerTitle: 'أنشئ حسابك',
  forgotTitle: 'إعادة تعيين كلمة المرور',
  acceptTerms: 'أوافق على الشروط والأحكام',
  sendCode: 'أرسل الرمز',
  code: 'الرمز من البريد',
  confirmTitle: 'تحقق من بريدك',
  confirmText: 'أرسلنا رمزاً من 8 أرقام إلى {email}. أدخله لإكمال إنشاء حسابك.',
  confirm: 'تأكيد',
  resetTitle: 'اختر كلمة مرور جديدة',
  resetText: 'إن كان للبريد {email} حساب، فقد أرسلنا إليه رمزاً.',
  resetDone: 'تم تغيير كلمة المرور، وسجّلت الدخول.',
  resetPassword: 'احفظ كلمة المرور الجديدة',
  haveAccount: 'لديك حساب؟ سجّل الدخول',
  or: 'أو',
}

export default ar

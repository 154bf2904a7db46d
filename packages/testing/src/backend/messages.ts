import type { Language, MessageKey as SdkKey } from '@matjar/core'
import { ar } from '@matjar/core/messages/ar'
import { en } from '@matjar/core/messages/en'
import { isRefusalKey, type RefusalKey, refusalMessages } from '@matjar/core/messages/refusals'

/** The SDK's own words for an event of spec §8, in both languages. */
const sdk = (key: SdkKey) => ({ en: en[key], ar: ar[key] })

/** The in-memory shop's own words, in English and Arabic. */
const own = (english: string, arabic: string) => ({ en: english, ar: arabic })

/**
 * What the in-memory shop says, in both languages: the contract's refusals in the words the
 * reference API answers (`@matjar/core/messages/refusals`: not found, invalid data, places …),
 * the SDK's catalogue where it has words for the event (spec §8: added to cart, signed in, order
 * placed …), and its own words for the rest.
 */
const messages = {
  // Refusals the reference API does not answer the same way.
  invalidField: own('This value is invalid', 'هذه القيمة غير صالحة'),
  guestWallet: own('A guest cannot pay by wallet', 'لا يمكن للزائر الدفع من المحفظة'),
  // Answers the SDK has no words for.
  cartRetrieved: own('Cart retrieved', 'تم جلب السلة'),
  removedFromCart: own('Removed from cart', 'تمت الإزالة من السلة'),
  promoApplied: own('Promo code applied', 'تم تطبيق رمز الخصم'),
  promoRemoved: own('Promo code removed', 'تمت إزالة رمز الخصم'),
  confirmationCodeSent: own(
    'Check your email: we sent a code to confirm your account',
    'تحقق من بريدك: أرسلنا رمزاً لتأكيد حسابك',
  ),
  addressDeleted: own('Address deleted', 'تم حذف العنوان'),
  wishlistAdded: own('Added to the wishlist', 'تمت الإضافة إلى المفضلة'),
  wishlistRemoved: own('Removed from the wishlist', 'تمت الإزالة من المفضلة'),
  orderMoved: own('Order status changed', 'تم تغيير حالة الطلب'),
  addedToCart: sdk('cart.added'),
  notEnoughStock: sdk('cart.not_enough_stock'),
  signedUp: sdk('auth.sign_up_success'),
  signedIn: sdk('auth.sign_in_success'),
  signedOut: sdk('auth.sign_out_success'),
  resetCodeSent: sdk('auth.reset_code_sent'),
  profileUpdated: sdk('profile.update_success'),
  orderCancelled: sdk('order.cancelled'),
  orderRated: sdk('order.rated'),
  orderPlaced: sdk('checkout.success'),
  walletRecharged: sdk('wallet.recharged'),
  pointsConverted: sdk('points.converted'),
  messageSent: sdk('contact.sent'),
  addressAdded: sdk('address.added'),
  addressEdited: sdk('address.edited'),
} satisfies Record<string, Record<Language, string>>

export type MessageKey = keyof typeof messages | RefusalKey

export const say = (language: Language, key: MessageKey): string =>
  isRefusalKey(key) ? refusalMessages.translate(language, key) : messages[key][language]

/**
 * How long the cleanup job keeps what no one will ask for again (docs/configuration.md names the
 * variables). Every age is configurable; these are the defaults.
 */
export interface CleanupAges {
  /** A guest's cart untouched for this many days is dropped (`GUEST_CART_MAX_AGE_DAYS`). */
  guestCartMaxAgeDays: number
  /** An expired or revoked session, this many days after it ended (`CLEANUP_SESSION_DAYS`). */
  sessionDays: number
  /** A used or expired reset code, this many hours after (`CLEANUP_RESET_HOURS`). */
  resetHours: number
  /** An expired sign-up waiting for its code, this many hours after (`CLEANUP_REGISTRATION_HOURS`). */
  registrationHours: number
  /** A guest cart's uuid taken into an account, this many days after (`CLEANUP_RETIRED_CART_DAYS`). */
  retiredCartDays: number
  /** A file in UPLOADS_DIR no contact message names, this many hours old (`CLEANUP_UPLOAD_HOURS`). */
  uploadHours: number
  /**
   * A card payment still awaiting its provider after this many minutes is abandoned: its order is
   * cancelled and its lines go back to the cart (`CARD_PAYMENT_ABANDONED_MINUTES`).
   */
  abandonedPaymentMinutes: number
}

export const DEFAULT_CLEANUP_AGES: CleanupAges = {
  guestCartMaxAgeDays: 30,
  sessionDays: 30,
  resetHours: 24,
  registrationHours: 24,
  retiredCartDays: 30,
  uploadHours: 24,
  abandonedPaymentMinutes: 60,
}

/**
 * Limits of the shop's forms (spec §5, §9) that the contract does not already name. They match
 * the request schemas of `contract/` so that a form that passes here is not refused by the API.
 */
/** First name, last name and user name: at least 2 characters. */
export const PERSON_NAME_MIN_LENGTH = 2
/** Address name, address, company name: 2 to 255 characters. */
export const NAMED_TEXT_MIN_LENGTH = 2
/** The longest of the one-line texts (names, email, address parts). */
export const TEXT_MAX_LENGTH = 255
export const PASSWORD_MAX_LENGTH = 128
export const ZIP_CODE_MAX_LENGTH = 20
export const CONTACT_MESSAGE_MAX_LENGTH = 5000
export const MESSAGE_TO_STORE_MAX_LENGTH = 1000

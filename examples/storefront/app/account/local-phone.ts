/**
 * A saved Saudi number as the phone field shows it beside its +966 country button: the national
 * form (`0501234567`), so the calling code is not written twice. Other countries' numbers stay
 * international.
 */
export const localPhone = (phone: string | null | undefined): string =>
  phone?.startsWith('+966') ? `0${phone.slice(4)}` : (phone ?? '')

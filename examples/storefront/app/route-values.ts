/**
 * Values a shopper (or anyone) can type into an address, read the way the API accepts them, so a
 * loader never sends the API what it refuses: `?page=-1`, `1.5`, `1e309` or `0x10` are not pages
 * or ids.
 */
const WHOLE = /^[1-9][0-9]{0,8}$/

/** `?page=`: a whole number from 1, else the first page. */
export const pageNumber = (value: string | null | undefined): number =>
  value && WHOLE.test(value) ? Number(value) : 1

/** An id in a path (`/product/16`): a whole number from 1 as written, else null (a 404). */
export const idParam = (value: string | undefined): number | null =>
  value && WHOLE.test(value) ? Number(value) : null

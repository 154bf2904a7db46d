import { pageNumber } from '../route-values.ts'

/** The `?page=` of a customer's list: a whole number from 1, else the first page. */
export const pageOf = (request: Request): number =>
  pageNumber(new URL(request.url).searchParams.get('page'))

/** The `?page=` of a customer's list: a whole number from 1, else the first page. */
export const pageOf = (request: Request): number =>
  Math.max(1, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1)

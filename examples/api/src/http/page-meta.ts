/** The `meta` of a paged list: which page this is, and how many there are. */
export const pageMeta = (total: number, query: { page: number; per_page: number }) => ({
  page: query.page,
  per_page: query.per_page,
  total,
  last_page: Math.max(1, Math.ceil(total / query.per_page)),
})

/** Where the API proxy answers on the shop's own origin: `/api/data/products` → the API's `/data/products`. */
export const API_PROXY_PREFIX = '/api'

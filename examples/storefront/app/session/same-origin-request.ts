/** A change comes from a page of this shop: the browser says so when it sends the header. */
export const isSameOrigin = (request: Request): boolean => {
  const site = request.headers.get('Sec-Fetch-Site')
  return !site || site === 'same-origin'
}

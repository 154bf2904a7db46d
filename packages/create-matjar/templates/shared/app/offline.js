/** Whether a failure is the API not answering: a network error, or a proxy's 502–504 for it. */
export const isOffline = (error) =>
  error?.isNetworkError === true || [0, 502, 503, 504].includes(error?.status)

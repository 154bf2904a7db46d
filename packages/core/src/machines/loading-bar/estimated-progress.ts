/** How long a page load is expected to take (spec §9): the curve passes 70 % at this time. */
export const LOADING_BAR_DURATION_MS = 2000

/**
 * Estimated progress (0 up to, never reaching, 100) after `elapsedMs` of loading: an arctangent
 * curve that rises quickly at first and then slows down, so a slow load still shows movement
 * without ever claiming to be done. At `durationMs` it reads about 70.5 %.
 */
export const estimatedProgress = (
  elapsedMs: number,
  durationMs: number = LOADING_BAR_DURATION_MS,
): number => {
  if (!(elapsedMs > 0) || !(durationMs > 0)) return 0
  return (200 / Math.PI) * Math.atan((2 * elapsedMs) / durationMs)
}

/** The points a delivered order earns: `earnedPerRiyal` for each whole riyal of its total. */
export const pointsEarned = (totalHalalas: number, earnedPerRiyal: number): number =>
  Math.floor(totalHalalas / 100) * earnedPerRiyal

/** What points are worth, in halalas, at the shop's rate (rounded down to the halala). */
export const pointsWorth = (points: number, pointsPerRiyal: number): number =>
  Math.floor((points * 100) / pointsPerRiyal)

/**
 * Whether `points` may be turned into wallet balance: at least the shop's minimum, no more than
 * the customer holds, and worth at least a halala.
 */
export const canConvertPoints = (
  points: number,
  held: number,
  terms: { minimumConversion: number; pointsPerRiyal: number },
): boolean =>
  points >= terms.minimumConversion &&
  points <= held &&
  pointsWorth(points, terms.pointsPerRiyal) > 0

/**
 * The points a cancelled order takes back: what it earned, as far as the customer still holds
 * them (a balance never goes below zero).
 */
export const pointsTakenBack = (earned: number, held: number): number =>
  Math.max(0, Math.min(earned, held))

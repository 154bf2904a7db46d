/**
 * The name of an address saved at checkout: the city, as the shopper typed it, in their own
 * words; "Riyadh (2)" when that name is already one of theirs (names are unique per customer).
 */
export const nameForNewAddress = (city: string, taken: readonly string[]): string => {
  const names = new Set(taken.map((name) => name.trim().toLowerCase()))
  const base = city.trim()
  if (!names.has(base.toLowerCase())) return base
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`
    if (!names.has(candidate.toLowerCase())) return candidate
  }
}

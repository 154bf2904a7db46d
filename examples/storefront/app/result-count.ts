import type { PageMeta } from '@matjar/core/contract'

/** The message that says how many products a list has: "More than 10,000" when it stopped counting. */
export const countKey = (meta: PageMeta) =>
  meta.total_capped ? ('resultCountCapped' as const) : ('resultCount' as const)

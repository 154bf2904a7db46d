import type { Branch, ShopSettings } from '@matjar/core'
import { useState } from 'react'

/**
 * The branch that prepares an order delivered to `city`: the one the shop's settings name for that
 * city (`shipping.cities[].branch`), else the first branch.
 */
const branchForCity = (
  branches: readonly Pick<Branch, 'id' | 'slug'>[],
  cities: ShopSettings['shipping']['cities'],
  city: string | undefined,
) => {
  const slug = cities.find((each) => each.city === city)?.branch
  return branches.find((branch) => branch.slug === slug) ?? branches[0]
}

/**
 * The checkout's branch: preselected from the delivery city, changeable by the shopper. The
 * shopper's choice (or one kept from before a card payment, `kept`) holds until the delivery
 * address or city changes (`forgetChoice`), which preselects again.
 */
export const useDeliveryBranch = (
  branches: readonly Pick<Branch, 'id' | 'slug'>[],
  cities: ShopSettings['shipping']['cities'],
  city: string | undefined,
  kept?: string,
) => {
  const [chosen, setChosen] = useState<string | null>(kept || null)
  const branchId = chosen ?? String(branchForCity(branches, cities, city)?.id ?? '')
  return { branchId, chooseBranch: setChosen, forgetChoice: () => setChosen(null) }
}

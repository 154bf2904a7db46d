import { Select, type SelectProps } from '@matjar/ui'
import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '../root.tsx'

/** The cities the shop delivers to (the root loader's settings), named in the page's language. */
export const useShopCities = () =>
  useRouteLoaderData<typeof rootLoader>('root')?.settings?.shipping.cities ?? []

/**
 * An address's city, chosen from the shop's delivery cities; `current` (an address saved before,
 * or elsewhere, with a city the shop no longer lists) stays a choice. The address form and the
 * checkout's delivery address both use it.
 */
export function CityField({
  current,
  ...select
}: Omit<SelectProps, 'options'> & { current?: string }) {
  const cities = useShopCities().map((each) => ({
    value: each.city,
    label: each.name ?? each.city,
  }))
  if (current && !cities.some((each) => each.value === current)) {
    cities.push({ value: current, label: current })
  }
  return <Select {...select} options={cities} />
}

import type { Brand } from '@matjar/core'
import { Image } from '@matjar/ui'
import { ShopLink } from '../components/ShopLink.tsx'
import { PICTURE_SIZES } from '../picture-sizes.ts'

/** The brands' logos, each opening the listing of its products. */
export function BrandStrip({ brands, label }: { brands: readonly Brand[]; label: string }) {
  return (
    <ul className="shop-brand-strip" aria-label={label}>
      {brands.map((brand) => (
        <li key={brand.id}>
          <ShopLink
            to={`/products?brand=${encodeURIComponent(brand.slug)}`}
            className="shop-brand-logo"
          >
            {brand.logo ? (
              <Image image={brand.logo} sizes={PICTURE_SIZES.brandLogo.sizes} alt="" />
            ) : null}
            <span>{brand.name}</span>
          </ShopLink>
        </li>
      ))}
    </ul>
  )
}

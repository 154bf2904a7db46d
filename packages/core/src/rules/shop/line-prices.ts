/** A cart line with its product's catalogue prices, in halalas. */
export interface CatalogueLine {
  productId: number
  selectionId: number | null
  quantity: number
  retailPrice: number
  /** The wholesale price; null when the product has none. */
  wholesalePrice: number | null
  /** Fewest units for the wholesale price; null when the product is not sold wholesale. */
  wholesaleMinQuantity: number | null
  /** The retail offer's former price, if it is discounted. */
  priceBefore: number | null
}

/** What one line is charged, in halalas. */
export interface LinePrice {
  /** What one unit is charged. */
  price: number
  /** The price shown struck through: the offer's former price, or retail under wholesale. */
  priceBefore: number | null
  wholesale: boolean
}

/**
 * The price of each line (docs/decisions.md, "Wholesale prices"): a product sold wholesale is
 * charged its wholesale price once the cart holds at least its `wholesaleMinQuantity` units of it
 * (one selection; retail and wholesale lines count together), and its retail price below that,
 * whatever the line's `product_type`. The cart, the quote and checkout all price by this rule.
 */
export function priceLines(lines: readonly CatalogueLine[]): LinePrice[] {
  const unitsOf = new Map<string, number>()
  const key = (line: CatalogueLine) => `${line.productId}:${line.selectionId ?? ''}`
  for (const line of lines) unitsOf.set(key(line), (unitsOf.get(key(line)) ?? 0) + line.quantity)
  return lines.map((line) => {
    const wholesalePrice = line.wholesalePrice
    const wholesale =
      wholesalePrice !== null &&
      line.wholesaleMinQuantity !== null &&
      (unitsOf.get(key(line)) ?? 0) >= line.wholesaleMinQuantity &&
      wholesalePrice < line.retailPrice
    return wholesale
      ? { price: wholesalePrice, priceBefore: line.retailPrice, wholesale }
      : { price: line.retailPrice, priceBefore: line.priceBefore, wholesale }
  })
}

/** A price's discount against its former price, in whole percent (rounded): "-20%". */
export const discountPercent = (priceBefore: number, price: number): number =>
  Math.round(((priceBefore - price) * 100) / priceBefore)

/**
 * The catalogue's screens: listings, filters, the product page, brands and the product cards.
 */
const en = {
  categories: 'Categories',
  banners: 'Featured',
  seeAll: 'See all',
  noCategories: 'No categories yet.',
  bestSellers: 'Best sellers',
  filters: 'Filters',
  filtersInUse: 'Filters ({count})',
  sortBy: 'Sort by',
  sortNewest: 'Newest',
  sortHighest: 'Highest price',
  sortLowest: 'Lowest price',
  rating: 'Rating',
  anyRating: 'Any rating',
  stars5: '5 stars',
  starsUp: '{n, plural, one {# star} other {# stars}} & up',
  priceFrom: 'Price from',
  priceTo: 'Price to',
  apply: 'Apply',
  brand: 'Brand',
  anyBrand: 'Any brand',
  noProducts: 'No products match these filters. Try fewer filters.',
  priceInvalid: 'A price is a number of riyals, like 50 or 49.50: that price filter was left out.',
  noBrands: 'No brands yet.',
  addToWishlist: 'Add to favourites',
  inWishlist: 'In your favourites',
  signInForWishlist: 'Sign in to keep favourites',
  addToCart: 'Add to cart',
  added: 'Added to cart',
  outOfStock: 'Out of stock',
  chooseColour: 'Colour',
  description: 'Description',
  specifications: 'Specifications',
  reviews: 'Reviews',
  noReviews: 'No reviews yet.',
  similar: 'Similar products',
  wholesalePrice: 'Wholesale: {price} from {min, plural, one {# unit} other {# units}}',
  wholesaleOnCard: 'Wholesale {price} from {min, plural, one {# unit} other {# units}}',
  wholesaleApplies: 'Wholesale price applies: {count} × {price} = {total}',
  openImage: 'Open image {n} of {count}',
  offerEndsIn: 'Offer ends in',
}

export type CatalogueMessageKey = keyof typeof en

export default en

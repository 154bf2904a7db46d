export {
  ADDRESS_TYPES,
  type Address,
  type AddressRequest,
  type AddressType,
  addressRequestSchema,
  addressSchema,
  addressTypeSchema,
} from './address.ts'
export {
  CART_MERGE_POLICIES,
  type CartMergePolicy,
  type ConfirmRegistrationRequest,
  cartMergePolicySchema,
  confirmRegistrationRequestSchema,
  type ForgotPasswordRequest,
  forgotPasswordRequestSchema,
  type GoogleSignInRequest,
  googleSignInRequestSchema,
  type LoginRequest,
  loginRequestSchema,
  type RegisterRequest,
  type ResetPasswordRequest,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './auth-requests.ts'
export { type Blog, type BlogSummary, blogSchema, blogSummarySchema } from './blog.ts'
export {
  type Branch,
  type BranchRef,
  branchRefSchema,
  branchSchema,
  type OpeningHours,
  openingHoursSchema,
  WEEKDAYS,
  weekdaySchema,
} from './branch.ts'
export { type Brand, type BrandRef, brandRefSchema, brandSchema } from './brand.ts'
export {
  type Cart,
  type CartItem,
  type CartLineRequest,
  type CartQuery,
  cartItemSchema,
  cartLineRequestSchema,
  cartQuerySchema,
  cartSchema,
  PRODUCT_TYPES,
  type ProductType,
  productTypeSchema,
} from './cart.ts'
export {
  type Category,
  type CategoryRef,
  categoryRefSchema,
  categorySchema,
} from './category.ts'
export {
  type CheckoutQuote,
  type CheckoutQuoteRequest,
  type CheckoutRequest,
  type CheckoutResult,
  checkoutQuoteRequestSchema,
  checkoutQuoteSchema,
  checkoutRequestSchema,
  checkoutResultSchema,
} from './checkout.ts'
export {
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_ATTACHMENT_TYPES,
  CONTACT_ATTACHMENTS_MAX,
  type ContactMessageRequest,
  contactAttachmentSchema,
  contactMessageRequestSchema,
} from './contact.ts'
export { API_TAGS, type ApiTag } from './endpoint.ts'
export {
  type Endpoint,
  type EndpointAccess,
  type EndpointName,
  type Endpoints,
  endpoints,
} from './endpoints.ts'
export { type ErrorBody, errorBodySchema, successEnvelope } from './envelope.ts'
export {
  FAILURE_MEANINGS,
  FAILURE_STATUSES,
  type FailureStatus,
  type Failures,
} from './failures.ts'
export { fitImage } from './fit-image.ts'
export { type GuestInfo, guestInfoSchema } from './guest-info.ts'
export { fromHalalas, HALALAS_PER_RIYAL, toHalalas } from './halalas.ts'
export {
  bannerSlideSchema,
  type Home,
  type HomeSection,
  homeSchema,
  homeSectionSchema,
  productRowKindSchema,
} from './home.ts'
export {
  IDEMPOTENCY_KEY_HEADER,
  type IdempotencyHeaders,
  idempotencyHeadersSchema,
} from './idempotency.ts'
export {
  type IdParams,
  idParamsSchema,
  idSchema,
  MAX_ID,
  type SlugParams,
  slugParamsSchema,
  slugPathSchema,
  slugSchema,
} from './identifiers.ts'
export {
  type Image,
  type ImageRendition,
  type ImageType,
  imageRenditionSchema,
  imageSchema,
  imageTypeSchema,
} from './image.ts'
export { type Invoice, invoiceSchema } from './invoice.ts'
export {
  CURRENCY,
  type Currency,
  currencySchema,
  MAX_MONEY,
  type Money,
  moneySchema,
  positiveMoneySchema,
  priceFilterSchema,
  ZERO_MONEY,
} from './money.ts'
export {
  createOpenApiDocument,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiOptions,
} from './openapi.ts'
export {
  type Order,
  type OrderItem,
  type OrderRating,
  type OrderSummary,
  orderAddressSchema,
  orderItemSchema,
  orderRatingSchema,
  orderSchema,
  orderSummarySchema,
} from './order.ts'
export {
  type OrderListQuery,
  type OrderRatingRequest,
  orderListQuerySchema,
  orderRatingRequestSchema,
} from './order-requests.ts'
export {
  CANCELLABLE_ORDER_STATUSES,
  knownOrderStatusSchema,
  ORDER_GROUPS,
  ORDER_STATUSES,
  type OrderGroup,
  type OrderStatus,
  orderGroupSchema,
} from './order-status.ts'
export { PAGE_SLUGS, type Page, pageSchema } from './page.ts'
export {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  type PageMeta,
  type PageQuery,
  type Paginated,
  pageMetaSchema,
  pageQuerySchema,
  paginated,
} from './pagination.ts'
export {
  currentPasswordSchema,
  newPasswordSchema,
  PASSWORD_MIN_LENGTH,
} from './password.ts'
export { fillPath, pathParamNames } from './path-params.ts'
export {
  knownPaymentStatusSchema,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  paymentMethodSchema,
} from './payment.ts'
export { type Phone, phoneSchema } from './phone.ts'
export {
  POINTS_TRANSACTION_KINDS,
  type Points,
  type PointsConversionRequest,
  type PointsConversionResult,
  type PointsTransaction,
  type PointsTransactionKind,
  pointsConversionRequestSchema,
  pointsConversionResultSchema,
  pointsSchema,
  pointsTransactionKindSchema,
  pointsTransactionSchema,
} from './points.ts'
export {
  type Product,
  type ProductCard,
  type ProductDetails,
  type ProductLink,
  type ProductSelection,
  type ProductSpecification,
  productCardSchema,
  productDetailsSchema,
  productLinkSchema,
  productSchema,
  productSelectionSchema,
  productSpecificationSchema,
} from './product.ts'
export {
  MAX_PRODUCT_LINKS_PER_PAGE,
  type ProductLinksQuery,
  type ProductListQuery,
  type ProductSort,
  productLinksQuerySchema,
  productListQuerySchema,
  productSortSchema,
} from './product-query.ts'
export {
  type EmailChangeRequest,
  emailChangeRequestSchema,
  type PasswordChangeRequest,
  type ProfileUpdateRequest,
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
} from './profile-requests.ts'
export {
  DISCOUNT_TYPES,
  type DiscountType,
  type PromoCodeRequest,
  type PromoDetails,
  promoCodeRequestSchema,
  promoCodeSchema,
  promoDetailsSchema,
} from './promo.ts'
export { queryFlagSchema } from './query-flag.ts'
export { type Review, reviewSchema, starsSchema } from './review.ts'
export { type Route, routes } from './routes.ts'
export { type Session, sessionSchema } from './session.ts'
export { type ShopSettings, shopSettingsSchema } from './settings.ts'
export { sniffAttachmentType } from './sniff-attachment-type.ts'
export { clockTimeSchema, dateSchema, timestampSchema } from './time.ts'
export { readTypedAmount, toLatinDigits } from './typed-number.ts'
export { toWirePhone } from './typed-phone.ts'
export { emailSchema, personNameSchema, type User, userSchema } from './user.ts'
export {
  MAX_RECHARGE,
  WALLET_TRANSACTION_KINDS,
  type Wallet,
  type WalletRechargeRequest,
  type WalletRechargeResult,
  type WalletTransaction,
  type WalletTransactionKind,
  walletRechargeRequestSchema,
  walletRechargeResultSchema,
  walletSchema,
  walletTransactionKindSchema,
  walletTransactionSchema,
} from './wallet.ts'
export {
  type WishlistToggleRequest,
  wishlistToggleRequestSchema,
  wishlistToggleResultSchema,
} from './wishlist.ts'

import type * as z from 'zod/mini'
import { addressRequestSchema, addressSchema, addressTypeSchema } from './address.ts'
import {
  confirmRegistrationRequestSchema,
  forgotPasswordRequestSchema,
  googleSignInRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './auth-requests.ts'
import { blogSchema, blogSummarySchema } from './blog.ts'
import { branchRefSchema, branchSchema, openingHoursSchema } from './branch.ts'
import { brandRefSchema, brandSchema } from './brand.ts'
import { cartItemSchema, cartLineRequestSchema, cartSchema, productTypeSchema } from './cart.ts'
import { categoryRefSchema, categorySchema } from './category.ts'
import { checkoutRequestSchema, checkoutResultSchema } from './checkout.ts'
import { contactMessageRequestSchema } from './contact.ts'
import { errorBodySchema } from './envelope.ts'
import { guestInfoSchema } from './guest-info.ts'
import { bannerSlideSchema, homeSchema, homeSectionSchema } from './home.ts'
import { imageRenditionSchema, imageSchema } from './image.ts'
import { invoiceSchema } from './invoice.ts'
import { currencySchema, moneySchema } from './money.ts'
import {
  orderAddressSchema,
  orderItemSchema,
  orderRatingSchema,
  orderSchema,
  orderSummarySchema,
} from './order.ts'
import { orderRatingRequestSchema } from './order-requests.ts'
import { knownOrderStatusSchema } from './order-status.ts'
import { pageSchema } from './page.ts'
import { pageMetaSchema } from './pagination.ts'
import { knownPaymentStatusSchema, paymentMethodSchema } from './payment.ts'
import { phoneSchema } from './phone.ts'
import {
  pointsConversionRequestSchema,
  pointsConversionResultSchema,
  pointsSchema,
  pointsTransactionSchema,
} from './points.ts'
import {
  productCardSchema,
  productDetailsSchema,
  productSchema,
  productSelectionSchema,
  productSpecificationSchema,
} from './product.ts'
import {
  emailChangeRequestSchema,
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
} from './profile-requests.ts'
import { promoCodeRequestSchema, promoDetailsSchema } from './promo.ts'
import { reviewSchema } from './review.ts'
import { sessionSchema } from './session.ts'
import { shopSettingsSchema } from './settings.ts'
import { userSchema } from './user.ts'
import {
  walletRechargeRequestSchema,
  walletRechargeResultSchema,
  walletSchema,
  walletTransactionSchema,
} from './wallet.ts'
import { wishlistToggleRequestSchema, wishlistToggleResultSchema } from './wishlist.ts'

type Named = Readonly<Record<string, z.ZodMiniType>>

// Names both lists share must describe the same JSON (checked when the document is built).
const sharedParts = {
  Money: moneySchema,
  Phone: phoneSchema,
  ProductType: productTypeSchema,
  AddressType: addressTypeSchema,
  PaymentMethod: paymentMethodSchema,
  GuestInfo: guestInfoSchema,
} satisfies Named

/** What answers are made of, by the name the OpenAPI document and docs/api.md give them. */
export const answerComponents = {
  ...sharedParts,
  Currency: currencySchema,
  Image: imageSchema,
  ImageRendition: imageRenditionSchema,
  PageMeta: pageMetaSchema,
  ErrorBody: errorBodySchema,
  Cart: cartSchema,
  CartItem: cartItemSchema,
  PromoDetails: promoDetailsSchema,
  User: userSchema,
  Session: sessionSchema,
  Address: addressSchema,
  ProductCard: productCardSchema,
  Product: productSchema,
  ProductSelection: productSelectionSchema,
  ProductSpecification: productSpecificationSchema,
  ProductDetails: productDetailsSchema,
  Review: reviewSchema,
  Category: categorySchema,
  CategoryRef: categoryRefSchema,
  Brand: brandSchema,
  BrandRef: brandRefSchema,
  OrderStatus: knownOrderStatusSchema,
  PaymentStatus: knownPaymentStatusSchema,
  Order: orderSchema,
  OrderSummary: orderSummarySchema,
  OrderItem: orderItemSchema,
  OrderAddress: orderAddressSchema,
  OrderRating: orderRatingSchema,
  Invoice: invoiceSchema,
  CheckoutResult: checkoutResultSchema,
  Wallet: walletSchema,
  WalletTransaction: walletTransactionSchema,
  WalletRechargeResult: walletRechargeResultSchema,
  Points: pointsSchema,
  PointsTransaction: pointsTransactionSchema,
  PointsConversionResult: pointsConversionResultSchema,
  WishlistToggleResult: wishlistToggleResultSchema,
  Blog: blogSchema,
  BlogSummary: blogSummarySchema,
  Page: pageSchema,
  Branch: branchSchema,
  BranchRef: branchRefSchema,
  OpeningHours: openingHoursSchema,
  ShopSettings: shopSettingsSchema,
  Home: homeSchema,
  HomeSection: homeSectionSchema,
  BannerSlide: bannerSlideSchema,
} satisfies Named

/** What request bodies are, by name. */
export const requestComponents = {
  ...sharedParts,
  CartLineRequest: cartLineRequestSchema,
  PromoCodeRequest: promoCodeRequestSchema,
  CheckoutRequest: checkoutRequestSchema,
  RegisterRequest: registerRequestSchema,
  ConfirmRegistrationRequest: confirmRegistrationRequestSchema,
  LoginRequest: loginRequestSchema,
  GoogleSignInRequest: googleSignInRequestSchema,
  ForgotPasswordRequest: forgotPasswordRequestSchema,
  ResetPasswordRequest: resetPasswordRequestSchema,
  ProfileUpdateRequest: profileUpdateRequestSchema,
  PasswordChangeRequest: passwordChangeRequestSchema,
  EmailChangeRequest: emailChangeRequestSchema,
  AddressRequest: addressRequestSchema,
  WishlistToggleRequest: wishlistToggleRequestSchema,
  OrderRatingRequest: orderRatingRequestSchema,
  WalletRechargeRequest: walletRechargeRequestSchema,
  PointsConversionRequest: pointsConversionRequestSchema,
  ContactMessageRequest: contactMessageRequestSchema,
} satisfies Named

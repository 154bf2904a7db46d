/**
 * English catalogue. Every string is an ICU message (usable as is by @formatjs/intl or
 * react-intl) and the key list is the source of truth for `MessageKey`: the Arabic catalogue
 * must hold exactly the same keys. Texts quoted by the spec (§4, §5, §8, §9) are kept word for
 * word, including their capitalisation.
 */
export const en = {
  // Cart (spec §8)
  'cart.not_enough_stock': 'Not enough stock available',
  'cart.add_failed': 'Failed to add item to cart',
  'cart.remove_failed': 'Failed to remove item from cart',
  'cart.added': 'Added to cart',
  'cart.promo_code_failed': 'The promo code could not be applied',

  // Toast titles (spec §8: a 402 shows a warning toast titled "Warning")
  'toast.warning': 'Warning',

  // Generic failures (spec §8)
  'error.add_failed': 'Failed to add',
  'error.remove_failed': 'Failed to remove',
  'error.update_failed': 'Failed to update',
  'error.get_failed': 'Failed to get',
  'error.delete_failed': 'Failed to delete',
  'error.create_failed': 'Failed to create',
  'error.update_failed_title': 'Update Failed',
  'error.network': 'Network error or server not responding',
  'error.unexpected': 'Something went wrong. Please try again',

  // Sign-in, sign-up, sign-out (spec §8)
  'auth.login_failed': 'Failed to login',
  'auth.register_failed': 'Failed to register',
  'auth.logout_failed': 'Failed to logout',
  'auth.sign_in_failed': 'Sign in failed',
  'auth.registration_failed': 'Registration Failed: Please check your input or try again',
  'auth.sign_up_success': 'Sign up successfully',
  'auth.sign_in_success': 'Sign in successfully',
  'auth.sign_out_success': 'Sign out successfully',
  'auth.forgot_password_failed': 'Failed to send the reset code',
  'auth.reset_password_failed': 'Failed to reset the password',
  'auth.reset_code_sent': 'If the email has an account, a reset code is on its way',
  'auth.session_expired': 'Your session has ended',
  'auth.sign_in_again': 'Please sign in again; your cart stays on this device',
  'auth.already_signed_in': 'You are already signed in: sign out first',
  'wishlist.sign_in_required': 'Sign in to keep a wishlist',
  'wishlist.toggle_failed': 'The wishlist could not be updated',

  // Profile (spec §8)
  'profile.update_failed': 'Failed to update profile',
  'profile.password_update_failed': 'Failed to update password',
  'profile.email_update_failed': 'Failed to update email',
  'profile.update_success': 'Profile updated successfully',

  // Delivery addresses (spec §8: "location added or edited")
  'address.added': 'Location added successfully',
  'address.edited': 'Location edited successfully',

  // Orders and checkout (spec §4, §8)
  'order.cancel_confirm': 'Are you sure you want to cancel this order?',
  'order.cancel_failed': 'Cancel order failed',
  'order.cancelled': 'Order cancelled successfully',
  'order.rate_failed': 'Rate Order Failed',
  'order.rated': 'Order rated successfully',
  'order.create_failed': 'Failed to create order. Please try again',
  'order.invoice_load_failed': 'Failed to load invoice',
  'orders.load_failed': 'Failed to load orders',
  'checkout.failed': 'Checkout Failed',
  'checkout.success': 'Order placed successfully',

  // Wallet and points (spec §4, §8)
  'wallet.recharged': 'Wallet recharged successfully',
  'wallet.recharge_failed': 'Wallet recharge failed',
  'points.converted': 'Points converted to balance successfully',
  'points.convert_failed': 'Failed to convert points to balance',

  // Contact form (spec §8)
  'contact.sent': 'Message sent successfully',
  'form.submit_failed': 'Submission Failed: There was an error submitting your form',

  // Server field errors (spec §5): "Error in" followed by the field's label
  'form.error_in': 'Error in {field}',
  'field.user_name': 'user name',
  'field.email': 'email',
  'field.password': 'password',
  'field.confirm_password': 'confirm password',
  'field.phone': 'phone',
  'form.full_name': 'Full name (first, middle, last)',

  // Error page (spec §8)
  'error_page.not_found': 'Page Not Found',
  'error_page.route_not_found': 'Page Not Found: {path}',
  'error_page.internal': 'Internal Server Error',
  'error_page.load_failed': 'Error Loading Page: Please try again later',

  // Validation (spec §5, limits of §9)
  'validation.invalid': 'Please check this field',
  'validation.text.too_long': 'This text is too long',
  'validation.text.hidden':
    'Text cannot hold control characters, direction overrides or invisible characters',
  'validation.name.required': 'Name is required',
  'validation.name.min': 'Name must be at least 2 characters',
  'validation.name.letters': 'A name needs letters, Arabic or Latin',
  'validation.first_name.required': 'First name is required',
  'validation.first_name.min': 'First name must be at least 2 characters',
  'validation.last_name.required': 'Last name is required',
  'validation.last_name.min': 'Last name must be at least 2 characters',
  'validation.email.required': 'Email is required',
  'validation.email.invalid': 'Invalid email format',
  'validation.phone.required': 'Phone number is required',
  'validation.phone.invalid': 'Invalid phone number',
  'validation.password.required': 'Password is required',
  'validation.password.min': 'Password must be at least 8 characters',
  'validation.password.uppercase': 'Password must contain an uppercase letter',
  'validation.password.lowercase': 'Password must contain a lowercase letter',
  'validation.password.number': 'Password must contain a number',
  'validation.password.special': 'Password must contain a special character',
  'validation.current_password.required': 'Current password is required',
  'validation.code.required': 'Enter the code sent to your email',
  'validation.terms.required': 'You must agree to the terms and conditions',
  'validation.confirm_password.required': 'Confirm password is required',
  'validation.confirm_password.mismatch': 'Passwords do not match',
  'validation.address_name.required': 'Address name is required',
  'validation.address_name.length': 'Address name must be between 2 and 255 characters',
  'validation.address.required': 'Address is required',
  'validation.address.length': 'Address must be between 2 and 255 characters',
  'validation.address.taken': 'This address already exists',
  'validation.address_type.invalid': 'Choose an address type',
  'validation.company_name.required': 'Company name is required',
  'validation.company_name.length': 'Company name must be between 2 and 255 characters',
  'validation.company_name.taken': 'This company name already exists',
  'validation.customer_name.required': 'Customer name is required',
  'validation.rating.required': 'Choose from 1 to 5 stars',
  'validation.country.required': 'Country is required',
  'validation.state.required': 'State is required',
  'validation.city.required': 'City is required',
  'validation.message.required': 'Message is required',
  'validation.attachment.too_large': 'Each attachment must be at most 2 MB',
  'validation.attachment.type': 'Attachments must be JPG, PNG or PDF files',
  'validation.attachments.too_many': 'You can attach up to 5 files',

  // Review labels, ratings 5 to 1 (spec §4)
  'review.excellent': 'Excellent',
  'review.good': 'Good',
  'review.middle': 'Middle',
  'review.below_average': 'Below average',
  'review.bad': 'Bad',

  // Countdown units (spec §4). `countdown.days` agrees with its number.
  'countdown.second': 'second',
  'countdown.minute': 'minute',
  'countdown.hour': 'hour',
  'countdown.day': 'day',
  'countdown.days': '{count, plural, one {day} other {days}}',
  'countdown.days_count': '{count, plural, one {# day} other {# days}}',
  'countdown.hours_count': '{count, plural, one {# hour} other {# hours}}',
  'countdown.minutes_count': '{count, plural, one {# minute} other {# minutes}}',
  'countdown.seconds_count': '{count, plural, one {# second} other {# seconds}}',
  // The word under a countdown box's number (the number is always shown beside it).
  'countdown.hours': '{count, plural, one {hour} other {hours}}',
  'countdown.minutes': '{count, plural, one {minute} other {minutes}}',
  'countdown.seconds': '{count, plural, one {second} other {seconds}}',

  // Sorting, rating filters and pagination (spec §9)
  'sort.highest_price': 'Highest price',
  'sort.lowest_price': 'Lowest price',
  'filter.rating.5_stars': '5 stars',
  'filter.rating.4_and_up': '4 and up',
  'filter.rating.3_and_up': '3 and up',
  'filter.rating.2_and_up': '2 and up',
  'pagination.prev': 'Prev',
  'pagination.next': 'Next',
  'pagination.load_more': 'Load More',
  'pagination.label': 'Pages',
  'pagination.current': 'Page {page} of {last}',
} satisfies Record<string, string>

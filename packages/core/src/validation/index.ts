export { type AddressForm, addressFormSchema, addressTypeField } from './address-form.ts'
export {
  type AttachmentLike,
  attachmentField,
  hasAllowedAttachmentType,
} from './attachment-field.ts'
export { ATTACHMENT_EXTENSIONS, type AttachmentType, attachmentTypeOf } from './attachment-types.ts'
export {
  type ForgotPasswordForm,
  forgotPasswordFormSchema,
  type LoginForm,
  loginFormSchema,
  type RegisterForm,
  type ResetPasswordForm,
  registerFormSchema,
  resetPasswordFormSchema,
} from './auth-forms.ts'
export {
  type CheckoutAddressForm,
  checkoutAddressFormSchema,
  type GuestCheckoutForm,
  guestCheckoutFormSchema,
} from './checkout-forms.ts'
export { type ContactForm, contactFormSchema } from './contact-form.ts'
export { emailField, typedEmail } from './email-field.ts'
export { type FullName, fullNameField, fullNameText } from './full-name.ts'
export { type FieldWords, issueKey, withWords } from './issue-map.ts'
export { failsWith } from './issue-message.ts'
export {
  CONTACT_MESSAGE_MAX_LENGTH,
  MESSAGE_TO_STORE_MAX_LENGTH,
  NAMED_TEXT_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  TEXT_MAX_LENGTH,
  ZIP_CODE_MAX_LENGTH,
} from './limits.ts'
export {
  type ChangeEmailForm,
  type ChangePasswordForm,
  changeEmailFormSchema,
  changePasswordFormSchema,
  type ProfileForm,
  profileFormSchema,
} from './profile-forms.ts'
export { type ReviewForm, reviewFormSchema } from './review-form.ts'
export {
  customerNameField,
  firstNameField,
  lastNameField,
  namedText,
  nameField,
  optionalText,
  phoneRequiredField,
  requiredText,
  requiredTextOfLength,
  requiredTextWith,
} from './text-fields.ts'
export { type FormValidation, translateIssues, validateForm } from './translate-issues.ts'

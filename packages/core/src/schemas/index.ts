// @carrello/core/schemas: the zod schemas with Italian messages (docs/requirements/validation.md), also exported by the
// package root. Import them from here to load zod only where a form needs it, e.g. lazily:
// `const { createNewsletterSchema } = await import('@carrello/core/schemas')`.

export { createRequiredTextSchema, requiredTextSchema } from './required-text';
export {
  certifiedEmailSchema,
  createCertifiedEmailSchema,
  createNewsletterEmailSchema,
  createPersonEmailSchema,
  newsletterEmailSchema,
  personEmailSchema,
} from './email';
export {
  createOptionalVatNumberSchema,
  createVatNumberSchema,
  optionalVatNumberSchema,
  vatNumberSchema,
} from './vat-number';
export {
  companyTaxCodeSchema,
  createCompanyTaxCodeSchema,
  createPersonalTaxCodeSchema,
  personalTaxCodeSchema,
} from './tax-code';
export { createSdiCodeSchema, sdiCodeSchema } from './sdi-code';
export {
  billingAddressSchema,
  createBillingAddressSchema,
  createCivicNumberSchema,
  createCountrySchema,
  createPostalCodeSchema,
  createProvinceSchema,
  createStreetSchema,
} from './billing-address';
export type { BillingAddress, BillingAddressInput } from './billing-address';
export {
  createCompanySchema,
  createFiscalPersonSchema,
  createPrivatePersonSchema,
  createPublicBodySchema,
  createSoleProprietorshipSchema,
  fiscalPersonSchema,
} from './fiscal-person';
export type { FiscalPerson, FiscalPersonInput } from './fiscal-person';
export { createFiscalPersonFormSchema, fiscalPersonFormSchema } from './fiscal-person-form';
export type { FiscalPersonForm, FiscalPersonFormInput } from './fiscal-person-form';
export { createPhoneFormSchema, phoneFormSchema } from './phone-form';
export type { PhoneForm, PhoneFormInput } from './phone-form';
export { createNewsletterSchema, newsletterSchema } from './newsletter';
export type { Newsletter, NewsletterInput } from './newsletter';
export { createLoyaltyCardFormSchema, loyaltyCardFormSchema } from './loyalty-card-form';
export type { LoyaltyCardForm, LoyaltyCardFormInput } from './loyalty-card-form';
export {
  createSignedInTicketFormSchema,
  createTicketFormSchema,
  signedInTicketFormSchema,
  ticketFormSchema,
} from './ticket-form';
export type {
  SignedInTicketForm,
  SignedInTicketFormInput,
  TicketForm,
  TicketFormInput,
} from './ticket-form';
export { createPasswordChangeFormSchema, passwordChangeFormSchema } from './password-change-form';
export type { PasswordChangeForm, PasswordChangeFormInput } from './password-change-form';
export { createPersonalDataFormSchema, personalDataFormSchema } from './personal-data-form';
export type { PersonalDataForm, PersonalDataFormInput } from './personal-data-form';
export { createEmailChangeFormSchema, emailChangeFormSchema } from './email-change-form';
export type { EmailChangeForm, EmailChangeFormInput } from './email-change-form';
export { createLoginFormSchema, loginFormSchema } from './login-form';
export type { LoginForm, LoginFormInput } from './login-form';
export {
  LIST_NAME_MAX_LENGTH,
  NEW_LIST_CHOICE,
  createListChoiceFormSchema,
  createListNameFormSchema,
  listChoiceFormSchema,
  listNameFormSchema,
} from './list-name-form';
export type {
  ListChoiceForm,
  ListChoiceFormInput,
  ListNameForm,
  ListNameFormInput,
} from './list-name-form';
export { barcodeFormSchema, createBarcodeFormSchema } from './barcode-form';
export type { BarcodeForm, BarcodeFormInput } from './barcode-form';
export { createGiftCodeFormSchema, giftCodeFormSchema } from './gift-code-form';
export type { GiftCodeForm, GiftCodeFormInput } from './gift-code-form';
export {
  createMealVoucherCardFormSchema,
  createMealVoucherSignInFormSchema,
  mealVoucherCardFormSchema,
  mealVoucherSignInFormSchema,
} from './meal-voucher-forms';
export type {
  MealVoucherCardForm,
  MealVoucherCardFormInput,
  MealVoucherSignInForm,
  MealVoucherSignInFormInput,
} from './meal-voucher-forms';
export { addressFormSchema, createAddressFormSchema } from './address-form';
export type { AddressForm, AddressFormInput } from './address-form';
export { companyFormSchema, createCompanyFormSchema } from './company-form';
export type { CompanyForm, CompanyFormInput } from './company-form';
export {
  createRegisterFormSchema,
  registerFormDefaults,
  registerFormSchema,
} from './register-form';
export type {
  RegisterAccess,
  RegisterForm,
  RegisterFormInput,
  RegisterFormMessages,
  RegisterMode,
  RegisterPerson,
} from './register-form';
export {
  createSalesConditionsFieldSchema,
  createSalesConditionsSchema,
  salesConditionsSchema,
} from './sales-conditions';
export type { SalesConditionsInput } from './sales-conditions';
export { createInvoiceFormSchema, invoiceFormSchema } from './invoice-form';
export type { InvoiceForm, InvoiceFormInput } from './invoice-form';
export {
  createNewsletterSubscriptionFormSchema,
  newsletterSubscriptionFormSchema,
} from './newsletter-subscription-form';
export type {
  NewsletterSubscriptionForm,
  NewsletterSubscriptionFormInput,
} from './newsletter-subscription-form';
export {
  createPasswordResetFormSchema,
  createPasswordResetRequestFormSchema,
  passwordResetFormSchema,
  passwordResetRequestFormSchema,
} from './password-reset-form';
export type {
  PasswordResetForm,
  PasswordResetFormInput,
  PasswordResetFormMessages,
  PasswordResetRequestForm,
  PasswordResetRequestFormInput,
} from './password-reset-form';
export {
  anonymousOrdersFormSchema,
  createAnonymousOrdersFormSchema,
} from './anonymous-orders-form';
export type {
  AnonymousOrdersForm,
  AnonymousOrdersFormInput,
  AnonymousOrdersFormMessages,
} from './anonymous-orders-form';
export { createReservationFormSchema, reservationFormSchema } from './reservation-form';
export type { ReservationForm, ReservationFormInput } from './reservation-form';

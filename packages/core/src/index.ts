// Public entry of @carrello/core: domain rules, no React, no I/O.

// Constants (docs/requirements/constants.md)
export {
  ADDRESS_LOOKUP_DEBOUNCE_MS,
  BARCODE_FORMATS,
  CART_ITEM_INSERTION_TYPE,
  CITY_LOOKUP_MIN_CHARS,
  CIVIC_MAX_LENGTH,
  COUNTRY_ITALY,
  DEFAULT_PHONE_PREFIX,
  DEFAULT_SDI_CODE,
  DELIVERY_SERVICE,
  FORM_POST_REDIRECT_DELAY_MS,
  ORIENTATION_LOCK,
  PARTNER_ZONE_GROUP_ID,
  PAYMENT_TYPE,
  PERSON_TYPE,
  PRODUCT_NATURE,
  RESUME_CHECK_DELAY_MS,
  SDI_CODE_LENGTH,
  STREET_LOOKUP,
  STREET_MAX_LENGTH,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_MIN_CHARS,
  TAX_CODE_LENGTH,
  VAT_NUMBER_LENGTH,
} from './constants';
export type {
  BarcodeFormat,
  DeliveryServiceId,
  PaymentTypeId,
  PersonTypeId,
  ProductNatureId,
} from './constants';

// Messages (docs/requirements/validation.md): the validation messages, and the Italian texts core's rules answer
// (`itMessages.validation`, `itMessages.cartCount`, ...), one export per area.
export { resolveMessages, validationMessages } from './messages';
export type { ValidationMessages } from './messages';
export * as itMessages from './messages/it';
export type { PluralMessage } from './messages/it';

// Italian tax, invoicing, phone and address rules (docs/requirements/validation.md)
export {
  OMOCODIA_LETTERS,
  OMOCODIA_POSITIONS,
  PERSONAL_TAX_CODE_PATTERN,
  TAX_CODE_MONTH_LETTERS,
  computeTaxCodeCheckChar,
  decodeOmocode,
  isValidCompanyTaxCode,
  isValidPersonalTaxCode,
  normalizeTaxCode,
} from './tax-code';
export {
  computeVatCheckDigit,
  hasValidElevenDigitChecksum,
  isValidVatNumber,
  normalizeVatNumber,
} from './vat-number';
export { SDI_CODE_PATTERN, isRealSdiCode, isValidSdiCode, normalizeSdiCode } from './sdi-code';
export { barcodeProblem, hasValidGs1CheckDigit, normalizeBarcode } from './barcode';
export type { BarcodeProblem } from './barcode';
export { isValidMobilePhone, normalizeMobilePhone } from './phone';
export { LOYALTY_CARD_PATTERN, isValidLoyaltyCard, normalizeLoyaltyCard } from './loyalty-card';
export type { MobilePhoneFormat } from './phone';
export { PROVINCES, isValidProvince, normalizeProvince, provinceByCode } from './province';
export type { Province, ProvinceCode } from './province';
export { CAP_PATTERN, isValidCap, normalizeCap, postalCodeForStreet } from './cap';

// Schemas (docs/requirements/validation.md)
export { createRequiredTextSchema, requiredTextSchema } from './schemas/required-text';
export {
  certifiedEmailSchema,
  createCertifiedEmailSchema,
  createNewsletterEmailSchema,
  createPersonEmailSchema,
  newsletterEmailSchema,
  personEmailSchema,
} from './schemas/email';
export {
  createOptionalVatNumberSchema,
  createVatNumberSchema,
  optionalVatNumberSchema,
  vatNumberSchema,
} from './schemas/vat-number';
export {
  companyTaxCodeSchema,
  createCompanyTaxCodeSchema,
  createPersonalTaxCodeSchema,
  personalTaxCodeSchema,
} from './schemas/tax-code';
export { createSdiCodeSchema, sdiCodeSchema } from './schemas/sdi-code';
export {
  billingAddressSchema,
  createBillingAddressSchema,
  createCivicNumberSchema,
  createCountrySchema,
  createPostalCodeSchema,
  createProvinceSchema,
  createStreetSchema,
} from './schemas/billing-address';
export type { BillingAddress, BillingAddressInput } from './schemas/billing-address';
export {
  createCompanySchema,
  createFiscalPersonSchema,
  createPrivatePersonSchema,
  createPublicBodySchema,
  createSoleProprietorshipSchema,
  fiscalPersonSchema,
} from './schemas/fiscal-person';
export type { FiscalPerson, FiscalPersonInput } from './schemas/fiscal-person';
export { createFiscalPersonFormSchema, fiscalPersonFormSchema } from './schemas/fiscal-person-form';
export type { FiscalPersonForm, FiscalPersonFormInput } from './schemas/fiscal-person-form';
export { createPhoneFormSchema, phoneFormSchema } from './schemas/phone-form';
export type { PhoneForm, PhoneFormInput } from './schemas/phone-form';
export { createNewsletterSchema, newsletterSchema } from './schemas/newsletter';
export type { Newsletter, NewsletterInput } from './schemas/newsletter';
export { createLoyaltyCardFormSchema, loyaltyCardFormSchema } from './schemas/loyalty-card-form';
export type { LoyaltyCardForm, LoyaltyCardFormInput } from './schemas/loyalty-card-form';
export {
  createSignedInTicketFormSchema,
  createTicketFormSchema,
  signedInTicketFormSchema,
  ticketFormSchema,
} from './schemas/ticket-form';
export type {
  SignedInTicketForm,
  SignedInTicketFormInput,
  TicketForm,
  TicketFormInput,
} from './schemas/ticket-form';
export {
  createPasswordChangeFormSchema,
  passwordChangeFormSchema,
} from './schemas/password-change-form';
export type { PasswordChangeForm, PasswordChangeFormInput } from './schemas/password-change-form';
export { createPersonalDataFormSchema, personalDataFormSchema } from './schemas/personal-data-form';
export type { PersonalDataForm, PersonalDataFormInput } from './schemas/personal-data-form';
export { createEmailChangeFormSchema, emailChangeFormSchema } from './schemas/email-change-form';
export type { EmailChangeForm, EmailChangeFormInput } from './schemas/email-change-form';
export { createLoginFormSchema, loginFormSchema } from './schemas/login-form';
export type { LoginForm, LoginFormInput } from './schemas/login-form';
export {
  LIST_NAME_MAX_LENGTH,
  NEW_LIST_CHOICE,
  createListChoiceFormSchema,
  createListNameFormSchema,
  listChoiceFormSchema,
  listNameFormSchema,
} from './schemas/list-name-form';
export type {
  ListChoiceForm,
  ListChoiceFormInput,
  ListNameForm,
  ListNameFormInput,
} from './schemas/list-name-form';
export { createGiftCodeFormSchema, giftCodeFormSchema } from './schemas/gift-code-form';
export type { GiftCodeForm, GiftCodeFormInput } from './schemas/gift-code-form';
export {
  createMealVoucherCardFormSchema,
  createMealVoucherSignInFormSchema,
  mealVoucherCardFormSchema,
  mealVoucherSignInFormSchema,
} from './schemas/meal-voucher-forms';
export type {
  MealVoucherCardForm,
  MealVoucherCardFormInput,
  MealVoucherSignInForm,
  MealVoucherSignInFormInput,
} from './schemas/meal-voucher-forms';
export { addressFormSchema, createAddressFormSchema } from './schemas/address-form';
export type { AddressForm, AddressFormInput } from './schemas/address-form';
export { companyFormSchema, createCompanyFormSchema } from './schemas/company-form';
export type { CompanyForm, CompanyFormInput } from './schemas/company-form';
export { createRegisterFormSchema, registerFormSchema } from './schemas/register-form';
export type {
  RegisterAccess,
  RegisterForm,
  RegisterFormInput,
  RegisterFormMessages,
  RegisterMode,
  RegisterPerson,
} from './schemas/register-form';
export {
  createSalesConditionsFieldSchema,
  createSalesConditionsSchema,
  salesConditionsSchema,
} from './schemas/sales-conditions';
export type { SalesConditionsInput } from './schemas/sales-conditions';
export { createInvoiceFormSchema, invoiceFormSchema } from './schemas/invoice-form';
export type { InvoiceForm, InvoiceFormInput } from './schemas/invoice-form';
export {
  createNewsletterSubscriptionFormSchema,
  newsletterSubscriptionFormSchema,
} from './schemas/newsletter-subscription-form';
export type {
  NewsletterSubscriptionForm,
  NewsletterSubscriptionFormInput,
} from './schemas/newsletter-subscription-form';
export {
  createPasswordResetFormSchema,
  createPasswordResetRequestFormSchema,
  passwordResetFormSchema,
  passwordResetRequestFormSchema,
} from './schemas/password-reset-form';
export type {
  PasswordResetForm,
  PasswordResetFormInput,
  PasswordResetFormMessages,
  PasswordResetRequestForm,
  PasswordResetRequestFormInput,
} from './schemas/password-reset-form';
export {
  anonymousOrdersFormSchema,
  createAnonymousOrdersFormSchema,
} from './schemas/anonymous-orders-form';
export type {
  AnonymousOrdersForm,
  AnonymousOrdersFormInput,
  AnonymousOrdersFormMessages,
} from './schemas/anonymous-orders-form';
export { createReservationFormSchema, reservationFormSchema } from './schemas/reservation-form';
export type { ReservationForm, ReservationFormInput } from './schemas/reservation-form';

// Storefront rules (docs/requirements/app-shell.md-4)
export { cardBrandFromMaskedNumber } from './card-brand';
export type { CardBrand, CardBrandOrGeneric } from './card-brand';
export { packageCountLabel } from './package-count';
export { formatItalianEuro, formatItalianNumber, italianPluralCategory } from './italian-number';
export type { ItalianNumberOptions } from './italian-number';
export {
  DEFAULT_WEIGHT_STEP_KG,
  estimatedPrice,
  formatWeight,
  isSoldByWeight,
  lineWeightKg,
  weightStepKg,
} from './weighed';
export type { WeighedProduct } from './weighed';
export type { PackageCountItem } from './package-count';
export {
  canEditCartItem,
  hasQuantityControls,
  isFreeGift,
  isSubscriptionItem,
  productNatureOf,
} from './cart-item-rules';
export type { CartItemRuleInput } from './cart-item-rules';
export {
  acceptsAlternatives,
  hasProposedAlternatives,
  isEligibleForAlternatives,
  itemsEligibleForAlternatives,
} from './alternatives';
export type { ProposedAlternativesInput } from './alternatives';
export { cartCountText, hasCart } from './cart-count';
export { deliveryServiceIcon, deliveryServiceLabel, partnerZoneLabel } from './delivery-service';
export type { DeliveryServiceIcon } from './delivery-service';
export { isConfirmedUser, isSignedInUser, isSsoUser } from './user';
export type { SessionUserInput, UserFlags } from './user';
export { compareVersions, shouldOfferUpdate, updateUrlFor } from './version';
export type { ShouldOfferUpdateOptions } from './version';
export { canPay, showFastPayment } from './payment';
export type { PaymentTypeLike, ShowFastPaymentOptions } from './payment';
export {
  canSearch,
  fastSearchWords,
  searchInCategoryLabel,
  searchWithBrandLabel,
  shouldSuggest,
} from './search';
export type { SearchQuery } from './search';
export { safeReturnPath } from './return-path';
export { PASSWORD_LENGTH, PASSWORD_RULES, isValidPassword, passwordRuleResults } from './password';
export type { PasswordRule } from './password';

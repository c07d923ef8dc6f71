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
export {
  CAP_PATTERN,
  isValidCap,
  normalizeCap,
  postalCodeAfterStreetPick,
  postalCodeForStreet,
} from './cap';

// Schemas (docs/requirements/validation.md): everything the `@carrello/core/schemas` entry exports.
export * from './schemas';

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
  MAX_LINE_PIECES,
  MAX_LINE_WEIGHT_KG,
  canEditCartItem,
  hasQuantityControls,
  isFreeGift,
  isSubscriptionItem,
  maxLineQuantity,
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

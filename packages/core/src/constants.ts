// Business constants and limits of the storefront (docs/requirements/constants.md). Every object is `as const`
// so that its values keep their literal types.

/** Payment type ids the storefront knows (docs/requirements/constants.md: 12 fast payment and purchase, 25 card intent). */
export const PAYMENT_TYPE = {
  FAST_PAYMENT: 12,
  CARD_INTENT: 25,
} as const;

/** A payment type id named by docs/requirements. */
export type PaymentTypeId = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

/** Delivery service ids (docs/requirements/cart.md: 1 click and collect, 2 home delivery, 4 locker). */
export const DELIVERY_SERVICE = {
  CLICK_AND_COLLECT: 1,
  HOME_DELIVERY: 2,
  LOCKER: 4,
} as const;

/** A delivery service id named by docs/requirements. */
export type DeliveryServiceId = (typeof DELIVERY_SERVICE)[keyof typeof DELIVERY_SERVICE];

/** Zone group id of orders handled by a delivery partner (docs/requirements/cart.md). */
export const PARTNER_ZONE_GROUP_ID = 5;

/** Fiscal person types (docs/requirements/entities.md: 1 private person, 2 company, 3 sole proprietorship, 4 public body). */
export const PERSON_TYPE = {
  PRIVATE: 1,
  COMPANY: 2,
  SOLE_PROPRIETORSHIP: 3,
  PUBLIC_BODY: 4,
} as const;

/** A fiscal person type id, 1 to 4. */
export type PersonTypeId = (typeof PERSON_TYPE)[keyof typeof PERSON_TYPE];

/** Phone prefix used when the user has none (docs/requirements/entities.md and constants.md). */
export const DEFAULT_PHONE_PREFIX = '+39';

/** E-invoice (SDI) code given to a new fiscal person (docs/requirements/invoice.md: private persons and PEC delivery). */
export const DEFAULT_SDI_CODE = '0000000';

/** The only country of a billing address; id 1 is the one the province list is asked for (docs/requirements/api-calls.md). */
export const COUNTRY_ITALY = {
  countryId: 1,
  iso: 'IT',
  name: 'Italia',
} as const;

/** Longest street (address1) accepted, in characters (docs/requirements/constants.md). */
export const STREET_MAX_LENGTH = 60;

/** Longest civic (house) number accepted, in characters (docs/requirements/constants.md). */
export const CIVIC_MAX_LENGTH = 8;

/** Digits of a Partita Iva (docs/requirements/constants.md). */
export const VAT_NUMBER_LENGTH = 11;

/** Lengths of a codice fiscale: 16 characters for a person, 11 digits for a company (docs/requirements/constants.md). */
export const TAX_CODE_LENGTH = {
  individual: 16,
  company: 11,
} as const;

/** Shortest and longest SDI (codice destinatario) code (docs/requirements/constants.md). */
export const SDI_CODE_LENGTH = {
  min: 6,
  max: 7,
} as const;

/** Fewest characters that trigger search suggestions: the rule says "more than 3" (docs/requirements/app-shell.md). */
export const SUGGESTION_MIN_CHARS = 4;

/** Debounce of search suggestions, in milliseconds (docs/requirements/app-shell.md). */
export const SUGGESTION_DEBOUNCE_MS = 200;

/** Debounce of street and city lookups, in milliseconds (docs/requirements/validation.md). */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 400;

/** Fewest characters that trigger a city lookup: "at least 1" (docs/requirements/validation.md). */
export const CITY_LOOKUP_MIN_CHARS = 1;

/** Street lookup trigger: more than 3 characters, i.e. at least 4, debounced 400 ms (docs/requirements/validation.md). */
export const STREET_LOOKUP = {
  minChars: 4,
  debounceMs: ADDRESS_LOOKUP_DEBOUNCE_MS,
} as const;

/** Delay of the checks run when the mobile app resumes, in ms (docs/requirements/app-shell.md). */
export const RESUME_CHECK_DELAY_MS = 100;

/** Delay before the payment provider form is posted, in ms (docs/requirements/checkout.md). */
export const FORM_POST_REDIRECT_DELAY_MS = 100;

/** Portrait lock of the mobile app: widths under `maxWidth` px, applied after `delayMs` (docs/requirements/app-shell.md). */
export const ORIENTATION_LOCK = {
  maxWidth: 600,
  delayMs: 1500,
} as const;

/** Barcode formats the mobile app scanner reads (docs/requirements/app-shell.md). */
export const BARCODE_FORMATS = [
  'EAN_8',
  'EAN_13',
  'CODE_128',
  'CODE_39',
  'CODE_93',
  'CODABAR',
  'UPC_A',
  'UPC_E',
] as const;

/** A barcode format the scanner reads. */
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];

/** Cart item insertion types (docs/requirements/entities.md: 2 is a free gift product). */
export const CART_ITEM_INSERTION_TYPE = {
  FREE_GIFT: 2,
} as const;

/** Product natures the storefront treats specially (docs/requirements/entities.md and cart.md; the requirements do not name nature 8). */
export const PRODUCT_NATURE = {
  REWARDS: 'rewards',
  NATURE_8: '8',
  SUBSCRIPTION: '10',
} as const;

/** A product nature named by docs/requirements. */
export type ProductNatureId = (typeof PRODUCT_NATURE)[keyof typeof PRODUCT_NATURE];

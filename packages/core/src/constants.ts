// Business constants and limits of the storefront (spec section 9). Every object is `as const`
// so that its values keep their literal types.

/** Payment type ids the storefront knows (spec 9: 12 fast payment and purchase, 25 card intent). */
export const PAYMENT_TYPE = {
  FAST_PAYMENT: 12,
  CARD_INTENT: 25,
} as const;

/** A payment type id named by the spec. */
export type PaymentTypeId = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

/** Delivery service ids (spec 4.3: 1 click and collect, 2 home delivery, 4 locker). */
export const DELIVERY_SERVICE = {
  CLICK_AND_COLLECT: 1,
  HOME_DELIVERY: 2,
  LOCKER: 4,
} as const;

/** A delivery service id named by the spec. */
export type DeliveryServiceId = (typeof DELIVERY_SERVICE)[keyof typeof DELIVERY_SERVICE];

/** Zone group id of orders handled by a delivery partner (spec 4.3). */
export const PARTNER_ZONE_GROUP_ID = 5;

/** Fiscal person types (spec 3: 1 private person, 2 company, 3 sole proprietorship, 4 public body). */
export const PERSON_TYPE = {
  PRIVATE: 1,
  COMPANY: 2,
  SOLE_PROPRIETORSHIP: 3,
  PUBLIC_BODY: 4,
} as const;

/** A fiscal person type id, 1 to 4. */
export type PersonTypeId = (typeof PERSON_TYPE)[keyof typeof PERSON_TYPE];

/** Phone prefix used when the user has none (spec 3 and 9). */
export const DEFAULT_PHONE_PREFIX = '+39';

/** E-invoice (SDI) code given to a new fiscal person (spec 4.2: private persons and PEC delivery). */
export const DEFAULT_SDI_CODE = '0000000';

/** The only country of a billing address; id 1 is the one the province list is asked for (spec 7.6). */
export const COUNTRY_ITALY = {
  countryId: 1,
  iso: 'IT',
  name: 'Italia',
} as const;

/** Longest street (address1) accepted, in characters (spec 9). */
export const STREET_MAX_LENGTH = 60;

/** Longest civic (house) number accepted, in characters (spec 9). */
export const CIVIC_MAX_LENGTH = 8;

/** Digits of a Partita Iva (spec 9). */
export const VAT_NUMBER_LENGTH = 11;

/** Lengths of a codice fiscale: 16 characters for a person, 11 digits for a company (spec 9). */
export const TAX_CODE_LENGTH = {
  individual: 16,
  company: 11,
} as const;

/** Shortest and longest SDI (codice destinatario) code (spec 9). */
export const SDI_CODE_LENGTH = {
  min: 6,
  max: 7,
} as const;

/** Fewest characters that trigger search suggestions: the spec says "more than 3" (spec 2.3). */
export const SUGGESTION_MIN_CHARS = 4;

/** Debounce of search suggestions, in milliseconds (spec 2.3). */
export const SUGGESTION_DEBOUNCE_MS = 200;

/** Debounce of street and city lookups, in milliseconds (spec 5). */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 400;

/** Fewest characters that trigger a city lookup: "at least 1" (spec 5). */
export const CITY_LOOKUP_MIN_CHARS = 1;

/** Street lookup trigger: more than 3 characters, i.e. at least 4, debounced 400 ms (spec 5). */
export const STREET_LOOKUP = {
  minChars: 4,
  debounceMs: ADDRESS_LOOKUP_DEBOUNCE_MS,
} as const;

/** Delay of the checks run when the mobile app resumes, in ms (spec 4.5). */
export const RESUME_CHECK_DELAY_MS = 100;

/** Delay before the payment provider form is posted, in ms (spec 4.1). */
export const FORM_POST_REDIRECT_DELAY_MS = 100;

/** Portrait lock of the mobile app: widths under `maxWidth` px, applied after `delayMs` (spec 4.5). */
export const ORIENTATION_LOCK = {
  maxWidth: 600,
  delayMs: 1500,
} as const;

/** Barcode formats the mobile app scanner reads (spec 2.3). */
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

/** Cart item insertion types (spec 3: 2 is a free gift product). */
export const CART_ITEM_INSERTION_TYPE = {
  FREE_GIFT: 2,
} as const;

/** Product natures the storefront treats specially (spec 3 and 4.3; the spec does not name nature 8). */
export const PRODUCT_NATURE = {
  REWARDS: 'rewards',
  NATURE_8: '8',
  SUBSCRIPTION: '10',
} as const;

/** A product nature named by the spec. */
export type ProductNatureId = (typeof PRODUCT_NATURE)[keyof typeof PRODUCT_NATURE];

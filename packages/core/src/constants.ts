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

/** Delay before a saved scroll position is restored after navigation, in ms (spec 2.4). */
export const SCROLL_RESTORE_DELAY_MS = 500;

/** How long a dismissed news banner stays hidden: one day, in ms (spec 2.3). */
export const BANNER_DISMISS_MS = 24 * 60 * 60 * 1000;

/** Scroll offset in px past which the logo shrinks (spec 2.3: more than 55 px). */
export const LOGO_SHRINK_SCROLL_PX = 55;

/** Scroll offset in px past which the to-top button shows (spec 2.4: more than 20 px). */
export const TO_TOP_SCROLL_PX = 20;

/** Toast placement, duration and stacking (spec 9). */
export const TOAST = {
  position: 'bottom-center',
  durationMs: 3000,
  maxVisible: 2,
} as const;

/** Delay of the navigation re-render, in ms (spec 9). */
export const NAVIGATION_RERENDER_MS = 3000;

/** Delay of the checks run when the mobile app resumes, in ms (spec 4.5). */
export const RESUME_CHECK_DELAY_MS = 100;

/** Delay before the payment provider form is posted, in ms (spec 4.1). */
export const FORM_POST_REDIRECT_DELAY_MS = 100;

/** Portrait lock of the mobile app: widths under `maxWidth` px, applied after `delayMs` (spec 4.5). */
export const ORIENTATION_LOCK = {
  maxWidth: 600,
  delayMs: 1500,
} as const;

/** Time after which a lazily loaded chunk counts as failed, in ms (spec 8). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Names carried by chunk load failures: the JS error name and the CSS error code (spec 8). */
export const CHUNK_ERROR_NAMES = {
  js: 'ChunkLoadError',
  css: 'CSS_CHUNK_LOAD_FAILED',
} as const;

/** Widths in px of the drawers and dialogs (spec 2.3 and 9). */
export const DIALOG_WIDTHS = {
  cartDrawer: 680,
  fastSearch: 500,
  update: 500,
  alternatives: 720,
} as const;

/** Masonry columns of the category menu: `default`, and the count for widths up to each key in px (spec 2.3). */
export const MASONRY_COLUMNS = {
  default: 4,
  1744: 4,
  1264: 3,
  960: 2,
  400: 1,
} as const;

/** Returns the masonry column count for a viewport width, each key being an inclusive max-width (spec 2.3). */
export function masonryColumnsFor(width: number): number {
  // The keys work like vue-masonry-css breakpoints: the smallest key >= width wins.
  const limits = [400, 960, 1264, 1744] as const;
  for (const limit of limits) {
    if (width <= limit) return MASONRY_COLUMNS[limit];
  }
  return MASONRY_COLUMNS.default;
}

/** Breakpoints in px: each value is the first width of that size (ARCHITECTURE: xs < 600 <= sm < 960 <= md < 1264 <= lg < 1904 <= xl). */
export const BREAKPOINTS = {
  xs: 0,
  sm: 600,
  md: 960,
  lg: 1264,
  xl: 1904,
} as const;

/** A named screen size. */
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Returns the named screen size of a viewport width. */
export function breakpointFor(width: number): Breakpoint {
  if (width >= BREAKPOINTS.xl) return 'xl';
  if (width >= BREAKPOINTS.lg) return 'lg';
  if (width >= BREAKPOINTS.md) return 'md';
  if (width >= BREAKPOINTS.sm) return 'sm';
  return 'xs';
}

/** Alternatives carousel: 1 slide with a 20 px gap on narrow screens, 3 slides in groups of 2 from 600 px with a 16 px gap (spec 2.3). */
export const CAROUSEL = {
  slidesPerView: 1,
  slidesPerGroup: 1,
  spaceBetween: 16,
  narrowSpaceBetween: 20,
  wideFrom: 600,
  wide: { slidesPerView: 3, slidesPerGroup: 2 },
} as const;

/** Settings of the alternatives carousel at a viewport width. */
export interface CarouselSettings {
  /** Slides visible at once. */
  slidesPerView: number;
  /** Slides moved by one step. */
  slidesPerGroup: number;
  /** Gap between slides, in px. */
  spaceBetween: number;
}

/** Returns the alternatives carousel settings for a viewport width (spec 2.3). */
export function carouselSettingsFor(width: number): CarouselSettings {
  // spec 2.3: "1 slide (gap 16, 20 on narrow screens) and from 600 px 3 slides in groups of 2";
  // narrow means below 600 px (xs), the only width where a single slide shows.
  if (width >= CAROUSEL.wideFrom) {
    return {
      slidesPerView: CAROUSEL.wide.slidesPerView,
      slidesPerGroup: CAROUSEL.wide.slidesPerGroup,
      spaceBetween: CAROUSEL.spaceBetween,
    };
  }
  return {
    slidesPerView: CAROUSEL.slidesPerView,
    slidesPerGroup: CAROUSEL.slidesPerGroup,
    spaceBetween: CAROUSEL.narrowSpaceBetween,
  };
}

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

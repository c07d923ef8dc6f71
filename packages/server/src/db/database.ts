import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';

// Every table and column the migrations (./migrations, applied in order by ./migrate.ts) create,
// in one place: the tables of 0001 with the columns later migrations add (marked with their
// number). A migration that changes the schema changes this file in the same commit;
// `schema.test.ts` compares it with the migrated database.

/**
 * A `jsonb` column: values go in as objects/arrays (or JSON text) and come out parsed. The
 * `jsonValuesPlugin` turns objects and arrays into JSON text so both drivers store the same.
 */
export type Json<T = unknown> = ColumnType<T, T | string, T | string>;
/** A `jsonb` column with a default. */
export type JsonDefault<T = unknown> = ColumnType<T, T | string | undefined, T | string>;
/** A nullable `jsonb` column. */
export type JsonNullable<T = unknown> = ColumnType<
  T | null,
  T | string | null | undefined,
  T | string | null
>;
/** A `timestamptz` column with a default (`now()`). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable `timestamptz` column. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A `date` column (read as Date by both drivers). */
type DateColumn = ColumnType<Date, Date | string, Date | string>;
/** A JSON object. */
export type JsonObject = Record<string, unknown>;

/** Table `users`: customers, support (SSO) users; `password_hash` is scrypt. */
export interface UsersTable {
  id: Generated<number>;
  login: string;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone: string | null;
  prefix: string | null;
  fidelity_card: string | null;
  profile_level: Generated<number>;
  profile_confirmed: Generated<boolean>;
  master_account: Generated<boolean>;
  beta_tester: Generated<boolean>;
  sso_user: Generated<boolean>;
  newsletter: Generated<boolean>;
  person: JsonDefault<JsonObject>;
  billing_address: JsonNullable<JsonObject>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Table `sessions`: one row per account token (only its SHA-256 is stored). */
export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  impersonated_user_id: number | null;
  remember_me: Generated<boolean>;
  expires_at: Timestamp;
  last_seen_at: CreatedAt;
  created_at: CreatedAt;
}

/** Tables `registration_tokens` and `password_reset_tokens`: single-use, hashed, expiring. */
export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Table `mailbox_messages`: the development mailbox (every e-mail the server "sends"). */
export interface MailboxMessagesTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: CreatedAt;
}

/** Table `rate_limit_buckets`: fixed-window counters (login, password reset). */
export interface RateLimitBucketsTable {
  key: string;
  hits: Generated<number>;
  window_start: CreatedAt;
  updated_at: CreatedAt;
}

/** Table `categories`: the category tree (and the special `application`, `fast-search-popup`). */
export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  slug: string;
  name: string;
  position: Generated<number>;
  icon: string | null;
  seo_title: string | null;
  seo_description: string | null;
  template: string | null;
  metadata: JsonDefault<JsonObject>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Products of the category and its descendants (0100). */
  product_count: Generated<number>;
  /** A product whose picture stands for the category in suggestions (0100). */
  image_product_id: number | null;
}

/** Table `category_blocks`: CMS blocks of a category page (banners, product sliders). */
export interface CategoryBlocksTable {
  id: Generated<number>;
  category_id: number;
  position: Generated<number>;
  template: string;
  data: JsonDefault<JsonObject>;
  created_at: CreatedAt;
}

/** Table `brands`: product brands (vendors). */
export interface BrandsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  created_at: CreatedAt;
  /** Products of the brand (0100). */
  product_count: Generated<number>;
}

/** Table `products`; `search_vector` is generated from `search_text` (carrello_italian). */
export interface ProductsTable {
  id: Generated<number>;
  cod_int: string;
  cod_var: Generated<string>;
  slug: string;
  name: string;
  short_descr: Generated<string>;
  description: Generated<string>;
  barcode: string;
  category_id: number;
  brand_id: number | null;
  available: Generated<number>;
  price: number;
  price_standard: number | null;
  price_um: number | null;
  unit_um: string | null;
  weight_unit_display: string | null;
  image_key: string | null;
  nature_id: Generated<number>;
  tipologia: Generated<string>;
  weight_selling: number | null;
  weight_unit_selling: string | null;
  package_descr: string | null;
  pallet_items: number | null;
  packaging_items: number | null;
  product_infos: JsonDefault<JsonObject>;
  metadata: JsonDefault<JsonObject>;
  select_options: JsonDefault<unknown[]>;
  search_text: Generated<string>;
  search_vector: ColumnType<string | null, never, never>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Table `product_alternatives`: proposed alternatives of a product, in order. */
export interface ProductAlternativesTable {
  product_id: number;
  alternative_id: number;
  position: Generated<number>;
}

/** Table `promotions`: `warehousePromo` of a product over a validity period. */
export interface PromotionsTable {
  id: Generated<number>;
  product_id: number;
  promo_type: string;
  discount: number | null;
  discount_perc: number | null;
  view: JsonDefault<JsonObject>;
  valid_from: DateColumn;
  valid_to: DateColumn;
  created_at: CreatedAt;
}

/** Table `search_terms`: suggested search words (trigram-indexed). */
export interface SearchTermsTable {
  id: Generated<number>;
  term: string;
  weight: Generated<number>;
  created_at: CreatedAt;
  /** Products the term finds (0100). */
  product_count: Generated<number>;
}

/** Table `delivery_services`: 1 home, 2 click & collect, 4 locker. */
export interface DeliveryServicesTable {
  id: number;
  name: string;
  descr: Generated<string>;
  icon_source: string | null;
  created_at: CreatedAt;
}

/** Table `zones`: delivery zones and their group (zone group 5 has its own rules). */
export interface ZonesTable {
  id: Generated<number>;
  zone_group_id: number;
  name: string;
  postal_codes: JsonDefault<string[]>;
  created_at: CreatedAt;
}

/**
 * An entry of `warehouses.service_hours`: a day name with its times (what the seed writes), or
 * the contract's `ServiceHour` (week day 1 = Sunday ... 7 = Saturday).
 */
export type StoredServiceHour =
  | { day: string; open: string; close: string }
  | { beginWeekDay: number; beginHour: string; endHour: string };

/** Table `warehouses`: stores and pickup points (store locator). */
export interface WarehousesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  address1: string;
  address_number: Generated<string>;
  city: string;
  province: string;
  region: string;
  postalcode: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  zone_id: number | null;
  service_hours: JsonDefault<StoredServiceHour[]>;
  delivery_service_ids: JsonDefault<number[]>;
  metadata: JsonDefault<JsonObject>;
  /** Payment types the store offers; null offers every active one. */
  payment_type_ids: JsonNullable<number[]>;
  created_at: CreatedAt;
}

/** Table `lockers`: parcel lockers attached to a store. */
export interface LockersTable {
  id: Generated<number>;
  warehouse_id: number;
  name: string;
  address1: string;
  city: string;
  province: string;
  postalcode: string;
  created_at: CreatedAt;
}

/** Table `addresses`: users' delivery addresses, and the pickup addresses of stores/lockers. */
export interface AddressesTable {
  id: Generated<number>;
  user_id: number | null;
  warehouse_id: number | null;
  locker_id: number | null;
  delivery_service_id: number;
  address_type_id: Generated<number>;
  address_name: Generated<string>;
  address1: string;
  address_number: Generated<string>;
  city: string;
  province: string;
  postalcode: string;
  country: Generated<string>;
  doorbell_name: string | null;
  floor: string | null;
  address_note: string | null;
  latitude: number | null;
  longitude: number | null;
  zone_id: number | null;
  active: Generated<boolean>;
  /** 0210: the customer's default address (one per user at most). */
  is_default: Generated<boolean>;
  deleted_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Table `timeslots`: delivery/pickup windows with capacity; `taken` grows atomically. */
export interface TimeslotsTable {
  id: Generated<number>;
  warehouse_id: number;
  delivery_service_id: number;
  zone_id: number | null;
  date: DateColumn;
  begin_time: string;
  end_time: string;
  capacity: number;
  taken: Generated<number>;
  created_at: CreatedAt;
}

/** Table `geo_places`: provinces, cities, postal codes and streets for address forms. */
export interface GeoPlacesTable {
  id: Generated<number>;
  province: string;
  province_name: string;
  region: string;
  city: string;
  postalcode: string;
  street: string | null;
}

/** Table `payment_types`: 12 (pay online, redirect) and 25 (card intent), and others. */
export interface PaymentTypesTable {
  id: number;
  name: string;
  descr: Generated<string>;
  payment_mode: string;
  icon_source: string | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

/** Table `payment_auths`: saved cards (only brand, last 4 digits, provider reference). */
export interface PaymentAuthsTable {
  id: Generated<number>;
  user_id: number;
  payment_type_id: number;
  card_brand: string;
  card_last4: string;
  expire_date: string;
  holder: string;
  provider_ref: string;
  default_auth: Generated<boolean>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

/** Table `fiscal_persons`: invoicing data of a user (`data` holds the contract's PersonFields). */
export interface FiscalPersonsTable {
  id: Generated<number>;
  user_id: number;
  person_type_id: number;
  data: Json<JsonObject>;
  deleted_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Status of a cart. */
export type CartStatus = 'open' | 'locked' | 'ordered';

/** Table `carts`: one open cart per user (or anonymous session). */
export interface CartsTable {
  id: Generated<number>;
  user_id: number | null;
  status: Generated<CartStatus>;
  warehouse_id: number | null;
  delivery_service_id: number | null;
  address_id: number | null;
  timeslot_id: number | null;
  timeslot_reserved_until: Timestamp | null;
  need_invoice: Generated<boolean>;
  person_fiscal_id: number | null;
  order_comment: string | null;
  cart_infos: JsonDefault<JsonObject>;
  gift_codes: JsonDefault<unknown[]>;
  locked_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Table `cart_items`. */
export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  quantity: number;
  weight: number | null;
  editable: Generated<boolean>;
  insertion_type_id: Generated<number>;
  cart_item_info: JsonDefault<JsonObject>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Table `orders`; `cart_id` is unique, which makes buying idempotent. */
export interface OrdersTable {
  id: Generated<number>;
  user_id: number | null;
  cart_id: number;
  status_id: Generated<number>;
  payment_status: Generated<string>;
  payment_type_id: number;
  payment_auth_id: number | null;
  delivery_service_id: number | null;
  warehouse_id: number | null;
  shipping_address: JsonNullable<JsonObject>;
  timeslot_id: number | null;
  timeslot: JsonNullable<JsonObject>;
  total_price: number;
  gross_total: number;
  delivery_fee: Generated<number>;
  need_invoice: Generated<boolean>;
  person_fiscal_id: number | null;
  order_comment: string | null;
  order_infos: JsonDefault<JsonObject>;
  access_token_hash: string | null;
  guest_email: string | null;
  cancelled_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** The client's key of a purchase: one order per user and key (0300). */
  idempotency_key: string | null;
}

/** Table `order_items`: frozen copy of the cart items at purchase time. */
export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  quantity: number;
  weight: number | null;
  unit_price: number;
  gross_total: number;
  product_snapshot: Json<JsonObject>;
  cart_item_info: JsonDefault<JsonObject>;
  created_at: CreatedAt;
}

/** Status of a simulated provider payment. */
type PaymentStatus = 'created' | 'requires_action' | 'succeeded' | 'failed' | 'cancelled';

/** Table `payments`: sessions of the simulated payment provider. */
export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  payment_type_id: number;
  provider_session: string;
  client_secret_hash: string | null;
  amount: number;
  status: Generated<PaymentStatus>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Table `reservations`: parking, locker, token-order and reserve-time reservations. */
export interface ReservationsTable {
  id: Generated<number>;
  kind: 'parking' | 'locker' | 'token-order' | 'reserve-time';
  user_id: number | null;
  order_id: number | null;
  timeslot_id: number | null;
  locker_id: number | null;
  data: JsonDefault<JsonObject>;
  expires_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Table `lists`: shopping lists (wishlists). */
export interface ListsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Table `list_items`. */
export interface ListItemsTable {
  id: Generated<number>;
  list_id: number;
  product_id: number;
  quantity: Generated<number>;
  weight: number | null;
  created_at: CreatedAt;
}

/** Table `leaflets`: flyers. */
export interface LeafletsTable {
  id: Generated<number>;
  leaflet_type_id: Generated<number>;
  slug: string;
  name: string;
  description: Generated<string>;
  warehouse_id: number | null;
  valid_from: DateColumn;
  valid_to: DateColumn;
  created_at: CreatedAt;
}

/** Table `leaflet_pages`. */
export interface LeafletPagesTable {
  id: Generated<number>;
  leaflet_id: number;
  page_number: number;
  image_key: string;
  product_ids: JsonDefault<number[]>;
}

/** Table `faq_categories`. */
export interface FaqCategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  position: Generated<number>;
  created_at: CreatedAt;
}

/** Table `faqs`. */
export interface FaqsTable {
  id: Generated<number>;
  faq_category_id: number;
  question: string;
  answer: string;
  position: Generated<number>;
  created_at: CreatedAt;
}

/** Table `content_pages` (`privacy-policy`, `condizioni-di-vendita`, ...). */
export interface ContentPagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  content: string;
  meta: JsonDefault<JsonObject>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Table `popups`. */
export interface PopupsTable {
  id: Generated<number>;
  code: string;
  title: string;
  description: string;
  created_at: CreatedAt;
}

/** Table `app_config`: application configuration values by key. */
export interface AppConfigTable {
  key: string;
  value: Json;
  updated_at: CreatedAt;
}

/** Table `nav_templates`: header/footer navigation. */
export interface NavTemplatesTable {
  id: Generated<number>;
  code: string;
  items: JsonDefault<unknown[]>;
  created_at: CreatedAt;
}

/** Table `version_info`: app versions per platform. */
export interface VersionInfoTable {
  id: Generated<number>;
  platform: string;
  version: string;
  min_version: string;
  store_url: string | null;
  created_at: CreatedAt;
  /** What the version brings (0100). */
  description: Generated<string>;
}

/** Table `subscription_plans`. */
export interface SubscriptionPlansTable {
  id: Generated<number>;
  name: string;
  descr: Generated<string>;
  price: number;
  period_months: number;
  product_id: number | null;
  benefits: JsonDefault<unknown[]>;
  created_at: CreatedAt;
}

/** Table `user_subscriptions`. */
export interface UserSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  subscription_plan_id: number;
  expires_at: Timestamp;
  cancelled_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Table `meal_ticket_types`: meal-ticket providers, keyed by their payment type. */
export interface MealTicketTypesTable {
  payment_type_id: number;
  provider: string;
  name: string;
  descr: Generated<string>;
  created_at: CreatedAt;
}

/** Table `user_meal_tickets`: a user's login/selection state and balance per provider. */
export interface UserMealTicketsTable {
  user_id: number;
  payment_type_id: number;
  selected: Generated<boolean>;
  logged: Generated<boolean>;
  balance: Generated<number>;
  ticket_count: Generated<number>;
  data: JsonDefault<JsonObject>;
  updated_at: CreatedAt;
}

/** Table `gift_certificates`. */
export interface GiftCertificatesTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  code: string;
  amount: number;
  valid_from: DateColumn;
  valid_to: DateColumn;
  created_at: CreatedAt;
}

/** Table `user_gift_certificates`. */
export interface UserGiftCertificatesTable {
  id: Generated<number>;
  user_id: number;
  gift_certificate_id: number;
  cart_id: number | null;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Table `rewards`: the rewards catalogue. */
export interface RewardsTable {
  id: Generated<number>;
  product_id: number | null;
  name: string;
  points: number;
  created_at: CreatedAt;
}

/** Table `user_points`: loyalty points balance. */
export interface UserPointsTable {
  user_id: number;
  points: Generated<number>;
  updated_at: CreatedAt;
}

/** Table `requested_rewards`. */
export interface RequestedRewardsTable {
  id: Generated<number>;
  user_id: number;
  reward_id: number;
  status: Generated<string>;
  created_at: CreatedAt;
  /** (0300) */
  quantity: Generated<number>;
  /** Points spent (0300). */
  points: Generated<number>;
}

/** Table `tickets`: customer-care tickets. */
export interface TicketsTable {
  id: Generated<number>;
  user_id: number | null;
  order_id: number | null;
  email: string;
  subject: string;
  body: string;
  data: JsonDefault<JsonObject>;
  created_at: CreatedAt;
}

/** Table `newsletter_subscriptions`. */
export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  user_id: number | null;
  confirmed: Generated<boolean>;
  created_at: CreatedAt;
}

/** Table `email_change_tokens` (0200): confirmations of a new e-mail address. */
export interface EmailChangeTokensTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Table `loyalty_cards` (0200): the chain's loyalty cards, with or without an account. */
export interface LoyaltyCardsTable {
  id: Generated<number>;
  card_number: string;
  fiscal_code: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email: string | null;
  company: string | null;
  vat_code: string | null;
  user_id: number | null;
  created_at: CreatedAt;
}

/** Table `payment_setups` (0300): provider sessions that save a payment method. */
export interface PaymentSetupsTable {
  id: Generated<number>;
  user_id: number;
  payment_type_id: number;
  session_hash: string;
  client_secret_hash: string;
  return_path: Generated<string>;
  status: Generated<'created' | 'succeeded' | 'failed'>;
  payment_auth_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Table `order_access_tokens` (0300): e-mail links to anonymous orders. */
export interface OrderAccessTokensTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** Every table of the reference server, for Kysely. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  registration_tokens: UserTokensTable;
  password_reset_tokens: UserTokensTable;
  mailbox_messages: MailboxMessagesTable;
  rate_limit_buckets: RateLimitBucketsTable;
  categories: CategoriesTable;
  category_blocks: CategoryBlocksTable;
  brands: BrandsTable;
  products: ProductsTable;
  product_alternatives: ProductAlternativesTable;
  promotions: PromotionsTable;
  search_terms: SearchTermsTable;
  delivery_services: DeliveryServicesTable;
  zones: ZonesTable;
  warehouses: WarehousesTable;
  lockers: LockersTable;
  addresses: AddressesTable;
  timeslots: TimeslotsTable;
  geo_places: GeoPlacesTable;
  payment_types: PaymentTypesTable;
  payment_auths: PaymentAuthsTable;
  fiscal_persons: FiscalPersonsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  reservations: ReservationsTable;
  lists: ListsTable;
  list_items: ListItemsTable;
  leaflets: LeafletsTable;
  leaflet_pages: LeafletPagesTable;
  faq_categories: FaqCategoriesTable;
  faqs: FaqsTable;
  content_pages: ContentPagesTable;
  popups: PopupsTable;
  app_config: AppConfigTable;
  nav_templates: NavTemplatesTable;
  version_info: VersionInfoTable;
  subscription_plans: SubscriptionPlansTable;
  user_subscriptions: UserSubscriptionsTable;
  meal_ticket_types: MealTicketTypesTable;
  user_meal_tickets: UserMealTicketsTable;
  gift_certificates: GiftCertificatesTable;
  user_gift_certificates: UserGiftCertificatesTable;
  rewards: RewardsTable;
  user_points: UserPointsTable;
  requested_rewards: RequestedRewardsTable;
  tickets: TicketsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  email_change_tokens: EmailChangeTokensTable;
  loyalty_cards: LoyaltyCardsTable;
  payment_setups: PaymentSetupsTable;
  order_access_tokens: OrderAccessTokensTable;
}

/** The typed query builder over either driver. */
export type Db = Kysely<Database>;

/** A row of `users`. */
export type UserRow = Selectable<UsersTable>;

import type { components } from './generated/schema';

type Schemas = components['schemas'];

/** The EBSN envelope's status block (`response`). */
export type ResponseStatus = Schemas['ResponseStatus'];
/** The user at the root of the envelope. */
export type User = Schemas['User'];
/** Paging block of product, order and leaflet lists. */
export type Page = Schemas['Page'];
/** A product (docs/requirements/entities.md). */
export type Product = Schemas['Product'];
/** A product's promotion. */
export type WarehousePromo = Schemas['WarehousePromo'];
/** A product's string infos (`PRODUCT_NATURE_ID`, `TIPOLOGIA`, ...). */
export type ProductInfos = Schemas['ProductInfos'];
/** A facet of a product list. */
export type Facet = Schemas['Facet'];
/** A search-box suggestion (term, category or brand). */
export type Suggestion = Schemas['Suggestion'];
/** A category node of the tree (docs/requirements/entities.md). */
export type Category = Schemas['Category'];
/** A block of a category (banners, proposals). */
export type CategoryBlock = Schemas['CategoryBlock'];
/** A header or footer navigation item (docs/requirements/entities.md). */
export type NavItem = Schemas['NavItem'];
/** The application config (navigation templates and category blocks). */
export type ApplicationConfig = Schemas['ApplicationConfig'];
/** Latest version info of the app (docs/requirements/app-shell.md). */
export type VersionInfo = Schemas['VersionInfo'];
/** A delivery address, store or locker. */
export type Address = Schemas['Address'];
/** What creating or updating a user address sends. */
export type AddressInput = Schemas['AddressInput'];
/** A billing address of a fiscal person. */
export type BillingAddress = Schemas['BillingAddress'];
/** A delivery service (1 click and collect, 2 home delivery, 4 locker). */
export type DeliveryService = Schemas['DeliveryService'];
/** One bookable time slot. */
export type Timeslot = Schemas['Timeslot'];
/** The time slots of one day. */
export type TimeslotDay = Schemas['TimeslotDay'];
/** The cart (docs/requirements/entities.md). */
export type Cart = Schemas['Cart'];
/** One line of the cart (docs/requirements/entities.md). */
export type CartItem = Schemas['CartItem'];
/** The infos set on a cart line (`accept_alternatives`, ...). */
export type CartItemInfo = Schemas['CartItemInfo'];
/** The infos set on the cart (`need_invoice`, `PERSON_FISCAL_ID`, `order_comment`). */
export type CartInfos = Schemas['CartInfos'];
/** A package line of the cart summary. */
export type OrderPackage = Schemas['OrderPackage'];
/** What buying answers: a provider URL and parameters, or the order id. */
export type PaymentResponse = Schemas['PaymentResponse'];
/** An order. */
export type Order = Schemas['Order'];
/** A shopping list. */
export type List = Schemas['List'];
/** A line of a shopping list. */
export type ListItem = Schemas['ListItem'];
/** A fiscal person for invoices (docs/requirements/entities.md). */
export type Person = Schemas['Person'];
/** What inserting a fiscal person sends. */
export type PersonInput = Schemas['PersonInput'];
/** The user's detail and billing data. */
export type UserDetail = Schemas['UserDetail'];
/** A province of the address lookup. */
export type GeoProvince = Schemas['GeoProvince'];
/** A city of the address lookup. */
export type GeoCity = Schemas['GeoCity'];
/** A street of the address lookup, with its postal codes. */
export type GeoStreet = Schemas['GeoStreet'];
/** A payment type (12 fast payment, 25 card intent, ...). */
export type PaymentType = Schemas['PaymentType'];
/** A saved payment method. */
export type PaymentAuth = Schemas['PaymentAuth'];
/** A meal-voucher type. */
export type MealTicketType = Schemas['MealTicketType'];
/** A subscription plan. */
export type SubscriptionPlan = Schemas['SubscriptionPlan'];
/** A CMS content page. */
export type ContentPage = Schemas['ContentPage'];
/** A flyer. */
export type Leaflet = Schemas['Leaflet'];
/** An FAQ category. */
export type FaqCategory = Schemas['FaqCategory'];
/** One FAQ. */
export type Faq = Schemas['Faq'];
/** A generic popup. */
export type Popup = Schemas['Popup'];
/** A store of the store locator. */
export type Warehouse = Schemas['Warehouse'];
/** A gift certificate. */
export type GiftCertificate = Schemas['GiftCertificate'];
/** A requested reward. */
export type RequestedReward = Schemas['RequestedReward'];

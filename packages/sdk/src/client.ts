import { createTransport, type InfosHandler, type Transport } from './transport';
import { addressesResource } from './resources/addresses';
import { appResource } from './resources/app';
import { authResource } from './resources/auth';
import { b2bRegistrationResource } from './resources/b2b-registration';
import { cartResource } from './resources/cart';
import { categoryResource } from './resources/category';
import { contentResource } from './resources/content';
import { deliveryResource } from './resources/delivery';
import { fiscalPersonsResource } from './resources/fiscal-persons';
import { geoResource } from './resources/geo';
import { giftsResource } from './resources/gifts';
import { listsResource } from './resources/lists';
import { mealTicketsResource } from './resources/meal-tickets';
import { ordersResource } from './resources/orders';
import { paymentResource } from './resources/payment';
import { productsResource } from './resources/products';
import { registrationResource } from './resources/registration';
import { reservationsResource } from './resources/reservations';
import { storesResource } from './resources/stores';
import { subscriptionsResource } from './resources/subscriptions';
import { ticketingResource } from './resources/ticketing';
import { userResource } from './resources/user';

/** Options of {@link createEbsnClient}. */
export interface EbsnClientOptions {
  /**
   * Origin of the EBSN backend, without `/ebsn/api` (the contract's paths carry it).
   * Use `''` in a browser to call the page's own origin.
   * @example 'https://spesa.example.it'
   */
  baseUrl: string;
  /** The `fetch` to use; defaults to `globalThis.fetch`. Tests inject one here. */
  fetch?: typeof globalThis.fetch;
  /** Headers sent with every call (e.g. `x-ebsn-version`). */
  headers?: Record<string, string>;
  /**
   * Whether browsers send cookies: the session lives in an HttpOnly cookie.
   * @default 'include'
   */
  credentials?: RequestCredentials;
  /**
   * Value of the `X-Ebsn-Client` header sent with every call. Being a non-simple header it
   * also makes browsers preflight cross-site calls, which the server's CSRF check relies on.
   * @default 'carrello-web'
   */
  clientName?: string;
  /**
   * Whether the client keeps the `X-Ebsn-Account` token that login returns and sends it back
   * as a header. Browsers keep it in a cookie, so the default is on only where there is no
   * cookie jar (Node, workers, native shells).
   * @default typeof document === 'undefined'
   */
  keepAccountToken?: boolean;
  /** Account token to start with (a saved session in Node or a native app). */
  accountToken?: string;
  /** Called when the kept account token changes (login, logout), e.g. to persist it. */
  onAccountTokenChange?: (token: string | undefined) => void;
  /** Called with the informational messages (`response.infos`) of successful calls (toasts). */
  onInfos?: InfosHandler;
}

function createResources(transport: Transport) {
  return {
    /** Sign-in, sign-out, session test and single sign-on. */
    auth: authResource(transport),
    /** The category tree and categories by slug. */
    category: categoryResource(transport),
    /** Product lists, search, detail, barcode lookup, suggestions and alternatives. */
    products: productsResource(transport),
    /** The shopper's cart and every cart mutation, lock and buy. */
    cart: cartResource(transport),
    /** Delivery services, the addresses/stores/lockers they serve and time slots. */
    delivery: deliveryResource(transport),
    /** The user's own delivery addresses. */
    addresses: addressesResource(transport),
    /** Orders, anonymous (token) orders and order actions. */
    orders: ordersResource(transport),
    /** Parking and locker reservations of an order. */
    reservations: reservationsResource(transport),
    /** Shopping lists. */
    lists: listsResource(transport),
    /** User detail (billing data, phone). */
    user: userResource(transport),
    /** Fiscal persons for invoices. */
    fiscalPersons: fiscalPersonsResource(transport),
    /** Provinces, cities and streets lookups. */
    geo: geoResource(transport),
    /** Payment types, saved payment methods and payment provider feedback. */
    payment: paymentResource(transport),
    /** Meal vouchers and their providers. */
    mealTickets: mealTicketsResource(transport),
    /** A retailer's B2B registration group. */
    b2bRegistration: b2bRegistrationResource(transport),
    /** Registration, confirmation and passwords. */
    registration: registrationResource(transport),
    /** Customer support tickets and the newsletter. */
    ticketing: ticketingResource(transport),
    /** Subscription plans. */
    subscriptions: subscriptionsResource(transport),
    /** Content pages, flyers and FAQ. */
    content: contentResource(transport),
    /** The store locator. */
    stores: storesResource(transport),
    /** Application config and version check. */
    app: appResource(transport),
    /** Gift certificates and rewards. */
    gifts: giftsResource(transport),
  };
}

/** A typed EBSN client: one resource group per area of the contract. */
export type EbsnClient = ReturnType<typeof createResources> & {
  /** The account token the client keeps (see `keepAccountToken`), if any. */
  getAccountToken(): string | undefined;
  /** Replaces (or clears, with `undefined`) the kept account token. */
  setAccountToken(token: string | undefined): void;
  /** The underlying openapi-fetch client, for calls the resource groups do not wrap. */
  raw: Transport['api'];
};

/**
 * Creates a typed client of the EBSN API. Every method returns the envelope's `data` or throws
 * `EbsnError` (HTTP failure or `status != 0`) or `NetworkError`; aborts pass through.
 * @example
 * const client = createEbsnClient({ baseUrl: 'https://spesa.example.it' });
 * await client.auth.login({ login: 'mario.rossi@example.it', password: 'Spesa2026!' });
 * const cart = await client.cart.addProduct({ items: [{ productId: 1001, quantity: 2 }] });
 * console.log(cart.totalItems, cart.grossTotal);
 */
export function createEbsnClient(options: EbsnClientOptions): EbsnClient {
  // Relative URLs only resolve against a document: outside a browser the origin is required.
  if (!/^https?:\/\//i.test(options.baseUrl) && typeof location === 'undefined') {
    throw new TypeError(
      `createEbsnClient: baseUrl must be an absolute http(s) URL outside a browser (got "${options.baseUrl}").`,
    );
  }
  const transport = createTransport({
    baseUrl: options.baseUrl,
    clientName: options.clientName ?? 'carrello-web',
    keepAccountToken: options.keepAccountToken ?? typeof document === 'undefined',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    ...(options.accountToken ? { accountToken: options.accountToken } : {}),
    ...(options.onInfos ? { onInfos: options.onInfos } : {}),
    ...(options.onAccountTokenChange ? { onAccountTokenChange: options.onAccountTokenChange } : {}),
  });
  return {
    ...createResources(transport),
    getAccountToken: () => transport.tokens.get(),
    setAccountToken: (token) => transport.tokens.set(token),
    raw: transport.api,
  };
}

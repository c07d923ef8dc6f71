import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';

import { AppShell } from '../shell/app-shell';
import { RouteError } from '../shell/route-error';
import { shellLoader, shellShouldRevalidate } from '../shell/shell-loader';
import { loadChunk } from './lazy-route';
import { requireUser, type LoaderFactory, type RouteContext } from './route-context';

type RouteModule = Record<string, unknown> & { loaders?: Record<string, LoaderFactory> };

interface LazyOptions {
  /** Whether the route needs a signed-in user (docs/requirements/account.md). */
  protect?: boolean;
}

/**
 * A route whose page loads on demand (docs/requirements/app-shell.md), picking the named component of the module and
 * its loader, behind the guard when the route is protected.
 */
function page(
  context: RouteContext,
  load: () => Promise<RouteModule>,
  name: string,
  { protect = false }: LazyOptions = {},
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await loadChunk(load);
      const Component = module[name] as ComponentType;
      const makeLoader = module.loaders?.[name];
      return {
        Component,
        // The factory runs at each load: on the server one router serves every request, each
        // with clients of its own behind `context` (src/server/entry-server.tsx).
        loader: async (args: LoaderFunctionArgs) => {
          if (protect) await requireUser(context, args.request);
          return makeLoader ? ((await makeLoader(context)(args)) ?? null) : null;
        },
      };
    },
  };
}

/** One page of a route table: its path, its route id, its chunk and the component it names. */
type PageRoute = readonly [
  path: string,
  id: string,
  load: () => Promise<RouteModule>,
  name: string,
];

/** The routes of a table of pages (each one a {@link page}), protected or not as `options` says. */
function pages(
  context: RouteContext,
  table: readonly PageRoute[],
  options?: LazyOptions,
): RouteObject[] {
  return table.map(([path, id, load, name]) => ({
    path,
    id,
    ...page(context, load, name, options),
  }));
}

/** Every route of docs/requirements/app-shell.md and account.md, each loaded on demand. */
export function createRoutes(context: RouteContext): RouteObject[] {
  const home = () => import('../routes/home');
  const catalogue = () => import('../routes/chunks/catalogue');
  const search = () => import('../routes/chunks/search');
  const auth = () => import('../routes/login');
  const checkout = () => import('../routes/chunks/checkout');
  const payment = () => import('../routes/chunks/payment-results');
  const stripe = () => import('../routes/stripe-pay-payment');
  const errors = () => import('../routes/chunks/error-pages');
  const profile = () => import('../routes/chunks/profile');
  const profileOrder = () => import('../routes/profile-order');
  const paymentMethods = () => import('../routes/profile-payment-method');
  const cardSetup = () => import('../routes/profile-card-setup');
  const customerCare = () => import('../routes/customer-care');
  const addresses = () => import('../routes/chunks/profile-addresses');
  const lists = () => import('../routes/chunks/profile-lists');
  const rewards = () => import('../routes/chunks/profile-rewards');
  const company = () => import('../routes/profile-company');
  const content = () => import('../routes/chunks/content');
  const account = () => import('../routes/chunks/account');
  const register = () => import('../routes/register');
  const profileAccount = () => import('../routes/chunks/profile-account');
  const guarded = { protect: true };
  const openPages = (table: readonly PageRoute[]) => pages(context, table);
  const guardedPages = (table: readonly PageRoute[]) => pages(context, table, guarded);

  const profilePages: RouteObject[] = [
    { index: true, id: 'Profile', ...page(context, profile, 'DashboardPage', guarded) },
    ...guardedPages([
      ['dashboard', 'Dashboard', profile, 'DashboardPage'],
      ['profile-update', 'ProfileUpdate', profileAccount, 'ProfileUpdatePage'],
      ['profile-update-error', 'ProfileUpdateError', profileAccount, 'ProfileUpdateErrorPage'],
      ['update-password', 'UpdatePassword', profileAccount, 'UpdatePasswordPage'],
    ]),
    ...openPages([
      ['profile-confirmed', 'ProfileConfirmed', profileAccount, 'ProfileConfirmedPage'],
      ['profile-updated', 'ProfileUpdated', profileAccount, 'ProfileUpdatedPage'],
      ['email-updated', 'EmailUpdated', profileAccount, 'EmailUpdatedPage'],
    ]),
    ...guardedPages([
      ['orders', 'Orders', profile, 'OrdersPage'],
      ['orders/:orderId', 'Order', profileOrder, 'OrderPage'],
      ['all-orders', 'AllOrders', profile, 'OrdersPage'],
      ['all-orders/:orderId', 'AllOrdersOrder', profileOrder, 'OrderPage'],
      ['lists', 'Lists', lists, 'ListsPage'],
      ['lists/:listId', 'List', lists, 'ListPage'],
      ['addresses', 'Addresses', addresses, 'AddressesPage'],
      ['addresses/manage/:addressId?', 'ManageAddress', addresses, 'ManageAddressPage'],
      ['dati-aziendali', 'CompanyData', company, 'CompanyDataPage'],
      ['billing-addresses', 'BillingAddresses', profile, 'BillingAddressesPage'],
      ['gifts', 'ProfileGift', rewards, 'GiftsPage'],
      ['rewards-cart', 'RewardsCart', rewards, 'RewardsPage'],
      ['requested-rewards', 'RequestedRewards', rewards, 'RequestedRewardsPage'],
      ['i-miei-abbonamenti', 'MySubscriptions', rewards, 'SubscriptionsPage'],
      ['payment-method', 'PaymentMethods', paymentMethods, 'PaymentMethodsPage'],
      // The storefront's card-saving page, for a provider with its own card form.
      ['payment-method/add-card', 'CardSetup', cardSetup, 'CardSetupPage'],
      ['create-offer', 'CreateOffer', profile, 'CreateOfferPage'],
    ]),
  ];

  const shopPages: RouteObject[] = [
    { index: true, id: 'Home', ...page(context, home, 'HomePage') },
    ...openPages([
      ['not-found', 'NotFound', errors, 'NotFoundPage'],
      ['service-down', 'ServiceDown', errors, 'ServiceDownPage'],
      ['login', 'Login', auth, 'LoginPage'],
      ['registrati', 'Register', register, 'RegisterPage'],
      ['search', 'Search', search, 'SearchPage'],
      ['fast-search', 'FastSearch', search, 'FastSearchPage'],
      ['product/:productSlug', 'Product', catalogue, 'ProductPage'],
    ]),
    ...guardedPages([
      ['checkout', 'Checkout', checkout, 'CheckoutPage'],
      ['payment', 'Payment', checkout, 'PaymentPage'],
    ]),
    ...openPages([
      // docs/requirements/app-shell.md: the card payment page, named StripePayPayment, at
      // stripe-pay-payment/:order/:payment_client_secret?/:orderGrossTotal?/:timeSlotDate?
      // /:timeSlotTime?/:redirect_url_recurrent?/:payment_data?/:payment_auth_id?.
      // The secret and the other parameters leave the address bar at start-up (main.tsx,
      // card-payment-params.ts), so the route needs only the order; the rest is a splat.
      // Written with its seven optional segments, React Router would rank 2^7 = 128
      // routes at every match (10-15 ms of each page's start-up on a desktop).
      // Signed out, its own loader leads to sign-in without the secret.
      ['stripe-pay-payment/:order/*', 'StripePayPayment', stripe, 'StripePayPaymentPage'],
      ['payment-error', 'PaymentError', payment, 'PaymentErrorPage'],
      ['payment-error/:orderId', 'PaymentErrorOrder', payment, 'PaymentErrorPage'],
      ['cart/payment-error/:orderId', 'CartPaymentError', payment, 'PaymentErrorPage'],
      ['cart/payment-completed/:orderId', 'PaymentCompleted', payment, 'PaymentCompletedPage'],
      ['page/:pageName', 'Page', content, 'ContentPage'],
      ['volantini', 'Leaflets', content, 'LeafletsPage'],
      ['volantini/:volantino', 'Leaflet', content, 'LeafletPage'],
      ['faq', 'Faq', content, 'FaqCategoriesPage'],
      ['faq/:categoryName', 'FaqList', content, 'FaqListPage'],
      ['assistenza-clienti', 'CustomerService', customerCare, 'CustomerServicePage'],
      ['store-locator', 'StoreLocator', content, 'StoreLocatorPage'],
      ['store-locator/:region/:province/:slug', 'StoreDetail', content, 'StoreDetailPage'],
      ['store-locator/:region/:slug?', 'StoreLocatorArea', content, 'StoreLocatorPage'],
      ['ricevi-le-comunicazioni', 'Communication', account, 'CommunicationPage'],
      ['ricevi-le-comunicazioni/thankyou', 'CommunicationThankYou', account, 'ThankYouPage'],
      ['contatti/thankyou', 'ContactThankYou', account, 'ThankYouPage'],
      ['reset-password-request', 'ResetPasswordRequest', account, 'ResetPasswordRequestPage'],
      ['reset-password-sent', 'ResetPasswordSent', account, 'ResetPasswordSentPage'],
      ['reset-password', 'ResetPassword', account, 'ResetPasswordPage'],
      ['reset-password-completed', 'ResetPasswordCompleted', account, 'ResetPasswordCompletedPage'],
      ['orders-anon', 'AnonOrders', account, 'AnonOrdersPage'],
      ['orders-anon/invalid-data', 'AnonOrdersInvalid', account, 'AnonOrdersInvalidPage'],
      ['orders-anon/:orderId', 'AnonOrder', account, 'AnonOrderPage'],
    ]),
    { path: 'profile', ...page(context, profile, 'ProfileLayout'), children: profilePages },
    // docs/requirements/app-shell.md: the gift-card-provider variants of the payment pages and, for any
    // other path, the category catch-all.
    { path: '*', id: 'Category', ...page(context, catalogue, 'CatchAllPage') },
  ];

  return [
    {
      id: 'root',
      element: <AppShell />,
      loader: (args) => shellLoader(context)(args),
      shouldRevalidate: shellShouldRevalidate,
      errorElement: <RouteError />,
      children: [{ errorElement: <RouteError />, children: shopPages }],
    },
  ];
}

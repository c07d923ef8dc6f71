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

  return [
    {
      id: 'root',
      element: <AppShell />,
      loader: (args) => shellLoader(context)(args),
      shouldRevalidate: shellShouldRevalidate,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, id: 'Home', ...page(context, home, 'HomePage') },
            { path: 'not-found', id: 'NotFound', ...page(context, errors, 'NotFoundPage') },
            {
              path: 'service-down',
              id: 'ServiceDown',
              ...page(context, errors, 'ServiceDownPage'),
            },
            { path: 'login', id: 'Login', ...page(context, auth, 'LoginPage') },
            { path: 'registrati', id: 'Register', ...page(context, register, 'RegisterPage') },
            { path: 'search', id: 'Search', ...page(context, search, 'SearchPage') },
            { path: 'fast-search', id: 'FastSearch', ...page(context, search, 'FastSearchPage') },
            {
              path: 'product/:productSlug',
              id: 'Product',
              ...page(context, catalogue, 'ProductPage'),
            },
            {
              path: 'checkout',
              id: 'Checkout',
              ...page(context, checkout, 'CheckoutPage', guarded),
            },
            { path: 'payment', id: 'Payment', ...page(context, checkout, 'PaymentPage', guarded) },
            {
              // docs/requirements/app-shell.md: the card payment page, named StripePayPayment, at
              // stripe-pay-payment/:order/:payment_client_secret?/:orderGrossTotal?/:timeSlotDate?
              // /:timeSlotTime?/:redirect_url_recurrent?/:payment_data?/:payment_auth_id?.
              // The secret and the other parameters leave the address bar at start-up (main.tsx,
              // card-payment-params.ts), so the route needs only the order; the rest is a splat.
              // Written with its seven optional segments, React Router would rank 2^7 = 128
              // routes at every match (10-15 ms of each page's start-up on a desktop).
              path: 'stripe-pay-payment/:order/*',
              id: 'StripePayPayment',
              // Signed out, its own loader leads to sign-in without the secret.
              ...page(context, stripe, 'StripePayPaymentPage'),
            },
            {
              path: 'payment-error',
              id: 'PaymentError',
              ...page(context, payment, 'PaymentErrorPage'),
            },
            {
              path: 'payment-error/:orderId',
              id: 'PaymentErrorOrder',
              ...page(context, payment, 'PaymentErrorPage'),
            },
            {
              path: 'cart/payment-error/:orderId',
              id: 'CartPaymentError',
              ...page(context, payment, 'PaymentErrorPage'),
            },
            {
              path: 'cart/payment-completed/:orderId',
              id: 'PaymentCompleted',
              ...page(context, payment, 'PaymentCompletedPage'),
            },
            { path: 'page/:pageName', id: 'Page', ...page(context, content, 'ContentPage') },
            { path: 'volantini', id: 'Leaflets', ...page(context, content, 'LeafletsPage') },
            {
              path: 'volantini/:volantino',
              id: 'Leaflet',
              ...page(context, content, 'LeafletPage'),
            },
            { path: 'faq', id: 'Faq', ...page(context, content, 'FaqCategoriesPage') },
            { path: 'faq/:categoryName', id: 'FaqList', ...page(context, content, 'FaqListPage') },
            {
              path: 'assistenza-clienti',
              id: 'CustomerService',
              ...page(context, customerCare, 'CustomerServicePage'),
            },
            {
              path: 'store-locator',
              id: 'StoreLocator',
              ...page(context, content, 'StoreLocatorPage'),
            },
            {
              path: 'store-locator/:region/:province/:slug',
              id: 'StoreDetail',
              ...page(context, content, 'StoreDetailPage'),
            },
            {
              path: 'store-locator/:region/:slug?',
              id: 'StoreLocatorArea',
              ...page(context, content, 'StoreLocatorPage'),
            },
            {
              path: 'ricevi-le-comunicazioni',
              id: 'Communication',
              ...page(context, account, 'CommunicationPage'),
            },
            {
              path: 'ricevi-le-comunicazioni/thankyou',
              id: 'CommunicationThankYou',
              ...page(context, account, 'ThankYouPage'),
            },
            {
              path: 'contatti/thankyou',
              id: 'ContactThankYou',
              ...page(context, account, 'ThankYouPage'),
            },
            {
              path: 'reset-password-request',
              id: 'ResetPasswordRequest',
              ...page(context, account, 'ResetPasswordRequestPage'),
            },
            {
              path: 'reset-password-sent',
              id: 'ResetPasswordSent',
              ...page(context, account, 'ResetPasswordSentPage'),
            },
            {
              path: 'reset-password',
              id: 'ResetPassword',
              ...page(context, account, 'ResetPasswordPage'),
            },
            {
              path: 'reset-password-completed',
              id: 'ResetPasswordCompleted',
              ...page(context, account, 'ResetPasswordCompletedPage'),
            },
            { path: 'orders-anon', id: 'AnonOrders', ...page(context, account, 'AnonOrdersPage') },
            {
              path: 'orders-anon/invalid-data',
              id: 'AnonOrdersInvalid',
              ...page(context, account, 'AnonOrdersInvalidPage'),
            },
            {
              path: 'orders-anon/:orderId',
              id: 'AnonOrder',
              ...page(context, account, 'AnonOrderPage'),
            },
            {
              path: 'profile',
              ...page(context, profile, 'ProfileLayout'),
              children: [
                {
                  index: true,
                  id: 'Profile',
                  ...page(context, profile, 'DashboardPage', guarded),
                },
                {
                  path: 'dashboard',
                  id: 'Dashboard',
                  ...page(context, profile, 'DashboardPage', guarded),
                },
                {
                  path: 'profile-update',
                  id: 'ProfileUpdate',
                  ...page(context, profileAccount, 'ProfileUpdatePage', guarded),
                },
                {
                  path: 'profile-update-error',
                  id: 'ProfileUpdateError',
                  ...page(context, profileAccount, 'ProfileUpdateErrorPage', guarded),
                },
                {
                  path: 'update-password',
                  id: 'UpdatePassword',
                  ...page(context, profileAccount, 'UpdatePasswordPage', guarded),
                },
                {
                  path: 'profile-confirmed',
                  id: 'ProfileConfirmed',
                  ...page(context, profileAccount, 'ProfileConfirmedPage'),
                },
                {
                  path: 'profile-updated',
                  id: 'ProfileUpdated',
                  ...page(context, profileAccount, 'ProfileUpdatedPage'),
                },
                {
                  path: 'email-updated',
                  id: 'EmailUpdated',
                  ...page(context, profileAccount, 'EmailUpdatedPage'),
                },
                { path: 'orders', id: 'Orders', ...page(context, profile, 'OrdersPage', guarded) },
                {
                  path: 'orders/:orderId',
                  id: 'Order',
                  ...page(context, profileOrder, 'OrderPage', guarded),
                },
                {
                  path: 'all-orders',
                  id: 'AllOrders',
                  ...page(context, profile, 'OrdersPage', guarded),
                },
                {
                  path: 'all-orders/:orderId',
                  id: 'AllOrdersOrder',
                  ...page(context, profileOrder, 'OrderPage', guarded),
                },
                { path: 'lists', id: 'Lists', ...page(context, lists, 'ListsPage', guarded) },
                {
                  path: 'lists/:listId',
                  id: 'List',
                  ...page(context, lists, 'ListPage', guarded),
                },
                {
                  path: 'addresses',
                  id: 'Addresses',
                  ...page(context, addresses, 'AddressesPage', guarded),
                },
                {
                  path: 'addresses/manage/:addressId?',
                  id: 'ManageAddress',
                  ...page(context, addresses, 'ManageAddressPage', guarded),
                },
                {
                  path: 'dati-aziendali',
                  id: 'CompanyData',
                  ...page(context, company, 'CompanyDataPage', guarded),
                },
                {
                  path: 'billing-addresses',
                  id: 'BillingAddresses',
                  ...page(context, profile, 'BillingAddressesPage', guarded),
                },
                {
                  path: 'gifts',
                  id: 'ProfileGift',
                  ...page(context, rewards, 'GiftsPage', guarded),
                },
                {
                  path: 'rewards-cart',
                  id: 'RewardsCart',
                  ...page(context, rewards, 'RewardsPage', guarded),
                },
                {
                  path: 'requested-rewards',
                  id: 'RequestedRewards',
                  ...page(context, rewards, 'RequestedRewardsPage', guarded),
                },
                {
                  path: 'i-miei-abbonamenti',
                  id: 'MySubscriptions',
                  ...page(context, rewards, 'SubscriptionsPage', guarded),
                },
                {
                  path: 'payment-method',
                  id: 'PaymentMethods',
                  ...page(context, paymentMethods, 'PaymentMethodsPage', guarded),
                },
                {
                  // The storefront's card-saving page, for a provider with its own card form.
                  path: 'payment-method/add-card',
                  id: 'CardSetup',
                  ...page(context, cardSetup, 'CardSetupPage', guarded),
                },
                {
                  path: 'create-offer',
                  id: 'CreateOffer',
                  ...page(context, profile, 'CreateOfferPage', guarded),
                },
              ],
            },
            // docs/requirements/app-shell.md: the gift-card-provider variants of the payment pages and, for any
            // other path, the category catch-all.
            { path: '*', id: 'Category', ...page(context, catalogue, 'CatchAllPage') },
          ],
        },
      ],
    },
  ];
}

import { render } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import type { CarrelloProviderProps } from '@carrello/hooks';
import type { EbsnClient } from '@carrello/sdk';

import { StripePayPaymentPage } from '../routes/stripe-pay-payment';
import { TestProviders } from './platform';

/**
 * The card payment page at the window's address (`/stripe-pay-payment/…`), with stand-ins for
 * the pages it leaves for: the completed order and the failed payment.
 */
export function renderCardPaymentPage(
  client: EbsnClient,
  analytics?: CarrelloProviderProps['analytics'],
) {
  const router = createBrowserRouter([
    {
      path: '/stripe-pay-payment/:order/:payment_client_secret?/:orderGrossTotal?/:timeSlotDate?/:timeSlotTime?/:redirect_url_recurrent?/:payment_data?/:payment_auth_id?',
      element: <StripePayPaymentPage />,
    },
    { path: '/cart/payment-completed/:orderId', element: <h1>Grazie, ordine ricevuto!</h1> },
    { path: '/payment-error/:orderId', element: <h1>Pagamento non riuscito</h1> },
  ]);
  render(
    <TestProviders client={client} analytics={analytics}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import type { Order } from '@carrello/sdk';
import { useOrder } from '@carrello/hooks';
import { Button, Skeleton } from '@carrello/ui';

import {
  OrderSummary,
  OutcomeActions,
  RefundedOrderPage,
  useOrderId,
} from '../payments/order-outcome';
import { Page } from '../shell/page';

/** The payment states of an order whose payment went through (docs/requirements/payments.md). */
const WENT_THROUGH: readonly Order['paymentStatus'][] = ['paid', 'authorized'];

/**
 * The completed route of an error route: `/payment-error-{provider}/{id}` becomes
 * `/cart/payment-completed-{provider}/{id}`, the others `/cart/payment-completed/{id}`.
 */
function completedPath(pathname: string, orderId: number): string {
  const provider = /\/payment-error(-[\w-]+)\//.exec(pathname)?.[1] ?? '';
  return `/cart/payment-completed${provider}/${orderId}`;
}

/**
 * `/payment-error`, `/payment-error/:orderId`, `/cart/payment-error/:orderId` and the gift-card
 * variants: the payment did not go through; the cart is kept (docs/requirements/errors.md). The
 * address is not believed: an order the server reports paid goes to the completed route, in place
 * of this one, a refunded one says it was refunded, and nothing says the payment failed while its
 * state is being read (docs/requirements/payments.md).
 */
export function PaymentErrorPage({ orderId: explicit }: { orderId?: string }) {
  const orderId = useOrderId(explicit);
  const order = useOrder(orderId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const paid = order.data !== undefined && WENT_THROUGH.includes(order.data.paymentStatus);
  useEffect(() => {
    if (paid && orderId !== undefined)
      void navigate(completedPath(pathname, orderId), { replace: true });
  }, [paid, orderId, pathname, navigate]);
  if (orderId !== undefined && (order.isPending || paid)) {
    return (
      <Page title="Pagamento">
        <Skeleton height={160} />
      </Page>
    );
  }
  if (order.data?.paymentStatus === 'refunded') return <RefundedOrderPage order={order.data} />;
  return (
    <Page title="Pagamento non riuscito">
      <p role="alert">
        {orderId === undefined
          ? 'Non è stato possibile completare l’acquisto. Riprova tra qualche istante.'
          : 'Il pagamento non è andato a buon fine. Il carrello è ancora qui: puoi riprovare o scegliere un’altra carta.'}
      </p>
      {order.data ? <OrderSummary order={order.data} /> : null}
      <OutcomeActions>
        <Button asChild>
          <Link to="/checkout">Torna alla cassa</Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/">Continua la spesa</Link>
        </Button>
      </OutcomeActions>
    </Page>
  );
}

import { Link, useLocation } from 'react-router-dom';

import { useOrder } from '@carrello/hooks';
import { isEbsnError } from '@carrello/sdk';
import { Button, ErrorState, Skeleton } from '@carrello/ui';

import { loginPath } from '../app/route-context';
import {
  OrderLinks,
  OrderSummary,
  OutcomeActions,
  RefundedOrderPage,
  useOrderId,
} from '../payments/order-outcome';
import { Page } from '../shell/page';

/**
 * `/cart/payment-completed/:orderId` (and the gift-card variants): reads the order's state from
 * the server.
 */
export function PaymentCompletedPage({ orderId: explicit }: { orderId?: string }) {
  const orderId = useOrderId(explicit);
  const order = useOrder(orderId);
  const { pathname } = useLocation();
  const failed = order.data?.paymentStatus === 'failed';
  // The order is the shopper's own: signed out, the page asks to sign in and comes back.
  if (isEbsnError(order.error) && order.error.httpStatus === 401) {
    return (
      <Page title="Accedi per vedere l’ordine">
        <p>Il tuo ordine è al sicuro: accedi per vederne il riepilogo e lo stato del pagamento.</p>
        <OutcomeActions>
          <Button asChild>
            <Link to={loginPath(pathname)}>Accedi</Link>
          </Button>
        </OutcomeActions>
      </Page>
    );
  }
  if (order.data?.paymentStatus === 'refunded') return <RefundedOrderPage order={order.data} />;
  return (
    <Page title={failed ? 'Pagamento non riuscito' : 'Grazie, ordine ricevuto!'}>
      {order.isPending && orderId !== undefined ? <Skeleton height={160} /> : null}
      {order.isError ? (
        <ErrorState
          title="Ordine non disponibile"
          message={order.error.message}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      ) : null}
      {order.data ? (
        <>
          <p>
            {failed
              ? 'Il pagamento non è andato a buon fine: il carrello è ancora disponibile.'
              : 'Trovi l’ordine e il suo stato in «I miei ordini», nel tuo profilo.'}
          </p>
          <OrderSummary order={order.data} />
        </>
      ) : null}
      <OrderLinks orderId={orderId} />
    </Page>
  );
}

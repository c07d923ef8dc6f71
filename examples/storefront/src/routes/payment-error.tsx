import { Link } from 'react-router-dom';

import { useOrder } from '@carrello/hooks';
import { Button } from '@carrello/ui';

import { OrderSummary, OutcomeActions, useOrderId } from '../payments/order-outcome';
import { Page } from '../shell/page';

/**
 * `/payment-error`, `/payment-error/:orderId`, `/cart/payment-error/:orderId` and the gift-card
 * variants: the payment did not go through; the cart is kept (docs/requirements/errors.md).
 */
export function PaymentErrorPage({ orderId: explicit }: { orderId?: string }) {
  const orderId = useOrderId(explicit);
  const order = useOrder(orderId);
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

import { Link, useLocation, useParams } from 'react-router-dom';
import { styled } from 'styled-components';

import { useOrder } from '@carrello/hooks';
import { DELIVERY_SERVICE } from '@carrello/core';
import { isEbsnError, type Order } from '@carrello/sdk';
import { Button, ErrorState, OrderTotals, Skeleton, useCarrelloUi } from '@carrello/ui';

import { loginPath } from '../app/route-context';
import { Page } from '../shell/page';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: ${({ theme }) => theme.space[4]}px 0;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Totals = styled(OrderTotals)`
  max-width: 480px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const PAYMENT_STATUS: Record<Order['paymentStatus'], string> = {
  pending: 'in attesa',
  authorized: 'autorizzato',
  paid: 'completato',
  failed: 'non riuscito',
  refunded: 'rimborsato',
};

function OrderSummary({ order }: { order: Order }) {
  const { formatDate } = useCarrelloUi();
  const address = order.shippingAddress;
  const pickup = order.deliveryServiceId !== DELIVERY_SERVICE.HOME_DELIVERY;
  return (
    <>
      <Summary aria-label="Riepilogo dell’ordine">
        <dt>Ordine</dt>
        <dd>n. {order.orderId}</dd>
        <dt>Stato</dt>
        <dd>{order.orderStatusDescr}</dd>
        <dt>Pagamento</dt>
        <dd>{PAYMENT_STATUS[order.paymentStatus]}</dd>
        <dt>{pickup ? 'Ritiro' : 'Consegna'}</dt>
        <dd>
          {formatDate(order.timeslot.date, { weekday: 'long', day: 'numeric', month: 'long' })},{' '}
          {order.timeslot.beginTime} – {order.timeslot.endTime}
        </dd>
        <dt>{pickup ? 'Punto di ritiro' : 'Indirizzo'}</dt>
        <dd>
          {address.addressName} – {address.address1} {address.addressNumber}, {address.city}
        </dd>
      </Summary>
      <Totals
        source={order}
        amountToAuthorize={order.amountToAuthorize}
        aria-label="Totali dell’ordine"
      />
    </>
  );
}

function useOrderId(explicit?: string): number | undefined {
  const params = useParams();
  const value = Number(explicit ?? params.orderId);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

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
        <Actions>
          <Button asChild>
            <Link to={loginPath(pathname)}>Accedi</Link>
          </Button>
        </Actions>
      </Page>
    );
  }
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
      <Actions>
        {orderId !== undefined ? (
          <Button asChild>
            <Link to={`/profile/orders/${orderId}`}>Vedi l’ordine</Link>
          </Button>
        ) : null}
        <Button variant="secondary" asChild>
          <Link to="/">Continua la spesa</Link>
        </Button>
      </Actions>
    </Page>
  );
}

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
      <Actions>
        <Button asChild>
          <Link to="/checkout">Torna alla cassa</Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/">Continua la spesa</Link>
        </Button>
      </Actions>
    </Page>
  );
}

import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';

import { DELIVERY_SERVICE } from '@carrello/core';
import type { Order } from '@carrello/sdk';
import { Button, useCarrelloUi } from '@carrello/ui';

import { PAYMENT_STATUS, TotalsOfOrder } from '../orders/order-totals';
import { Page } from '../shell/page';
import { surfaceBox } from '../shell/surface';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: ${({ theme }) => theme.space[4]}px 0;
  ${surfaceBox}
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Totals = styled(TotalsOfOrder)`
  max-width: 480px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;

/** The buttons under an outcome: see the order, back to the checkout, keep shopping. */
export const OutcomeActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** "Vedi l’ordine" (when there is an order) and "Continua la spesa". */
export function OrderLinks({ orderId }: { orderId?: number | undefined }) {
  return (
    <OutcomeActions>
      {orderId !== undefined ? (
        <Button asChild>
          <Link to={`/profile/orders/${orderId}`}>Vedi l’ordine</Link>
        </Button>
      ) : null}
      <Button variant="secondary" asChild>
        <Link to="/">Continua la spesa</Link>
      </Button>
    </OutcomeActions>
  );
}

/**
 * An order paid, then given its money back: nothing failed and nothing is left to pay, whichever
 * outcome address the shopper lands on (docs/requirements/payments.md).
 */
export function RefundedOrderPage({ order }: { order: Order }) {
  return (
    <Page title="Pagamento rimborsato">
      <p>Il pagamento di questo ordine è stato rimborsato: non devi pagare nulla.</p>
      <OrderSummary order={order} />
      <OrderLinks orderId={order.orderId} />
    </Page>
  );
}

/** The order's number, state, payment, slot and address, with its totals. */
export function OrderSummary({ order }: { order: Order }) {
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
          {address.addressName ? `${address.addressName} – ` : null}
          {address.address1} {address.addressNumber}, {address.city}
        </dd>
      </Summary>
      <Totals order={order} />
    </>
  );
}

/** The order of the outcome page: given, or the address's `:orderId`; undefined when not a number. */
export function useOrderId(explicit?: string): number | undefined {
  const params = useParams();
  const value = Number(explicit ?? params.orderId);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

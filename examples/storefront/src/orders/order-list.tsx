import { Link } from 'react-router-dom';

import type { useOrders } from '@carrello/hooks';
import { useCarrelloUi } from '@carrello/ui';

import { LoadedCards } from '../shell/cards';
import { Page } from '../shell/page';

/** Props of {@link OrderList}. */
interface OrderListProps {
  /** Whether the list holds the delivered orders too. */
  all: boolean;
  /** The orders' query. */
  orders: ReturnType<typeof useOrders>;
}

/** The shopper's orders, each with its status, date and total, and the link to the other list. */
export function OrderList({ all, orders }: OrderListProps) {
  const { formatPrice, formatDate } = useCarrelloUi();
  return (
    <Page title={all ? 'Tutti i miei ordini' : 'I miei ordini'}>
      <p>
        {all ? (
          <Link to="/profile/orders">Solo gli ordini in corso</Link>
        ) : (
          <Link to="/profile/all-orders">Vedi anche gli ordini consegnati</Link>
        )}
      </p>
      <LoadedCards
        items={orders.data?.orders}
        error={orders.error}
        empty={<p>Non hai ancora fatto ordini.</p>}
        layout="column"
      >
        {(order) => (
          <li key={order.orderId}>
            <h2>
              <Link to={`/profile/orders/${order.orderId}`}>Ordine n. {order.orderId}</Link>
            </h2>
            <p>
              {order.orderStatusDescr} · {formatDate(order.timeslot.date)} ·{' '}
              {formatPrice(order.grossTotal)}
            </p>
          </li>
        )}
      </LoadedCards>
    </Page>
  );
}

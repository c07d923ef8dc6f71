import { Link } from 'react-router-dom';

import { useAnonOrders } from '@carrello/hooks';
import { Skeleton, useCarrelloUi } from '@carrello/ui';

import { AlertText as Alert } from '../shell/alert-text';

/** The orders an e-mailed link opens, each linking to its detail with the same token. */
export function AnonymousOrderList({ token }: { token: string }) {
  const { formatPrice } = useCarrelloUi();
  const orders = useAnonOrders(token);
  return (
    <>
      {orders.isPending ? <Skeleton height={120} /> : null}
      {orders.isError ? (
        <>
          <Alert role="alert">{orders.error.message}</Alert>
          {/* An error is never a dead end: the form asks for a new link. */}
          <Link to="/orders-anon">Richiedi un nuovo link</Link>
        </>
      ) : null}
      {orders.data ? (
        <ul>
          {orders.data.orders.map((order) => (
            <li key={order.orderId}>
              <Link to={`/orders-anon/${order.orderId}?token=${encodeURIComponent(token)}`}>
                Ordine n. {order.orderId}
              </Link>{' '}
              – {order.orderStatusDescr}, {formatPrice(order.grossTotal)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

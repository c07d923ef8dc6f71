import { Link, useLocation, useParams } from 'react-router-dom';

import { orderQueries, useOrder } from '@carrello/hooks';
import { ErrorState, Skeleton } from '@carrello/ui';

import type { LoaderFactory } from '../app/route-context';
import { OrderActions, OrderTicketForm, ReservationForm } from '../orders/order-actions';
import { OrderDetails } from '../orders/order-details';
import { Stack } from '../orders/order-parts';
import { Page } from '../shell/page';

/** `/profile/orders/:orderId` and `/profile/all-orders/:orderId`: one order and its actions. */
export function OrderPage() {
  const { orderId } = useParams();
  const { pathname } = useLocation();
  const id = Number(orderId) || undefined;
  const order = useOrder(id);
  const back = pathname.startsWith('/profile/all-orders')
    ? '/profile/all-orders'
    : '/profile/orders';
  const title = `Ordine n. ${orderId ?? ''}`;
  if (!order.data)
    return (
      <Page title={title}>
        {order.error || id === undefined ? (
          <ErrorState
            message={order.error?.message ?? 'Ordine non trovato'}
            onRetry={id === undefined ? undefined : () => void order.refetch()}
            retrying={order.isFetching}
            action={<Link to={back}>Torna ai tuoi ordini</Link>}
          />
        ) : (
          <Skeleton height={320} />
        )}
      </Page>
    );
  const data = order.data;
  return (
    <Page title={`Ordine n. ${data.orderId}`}>
      <p>
        <Link to={back}>← Torna ai tuoi ordini</Link>
      </p>
      <OrderDetails order={data} />
      <Stack>
        <OrderActions order={data} />
        <ReservationForm order={data} />
        <OrderTicketForm order={data} />
      </Stack>
    </Page>
  );
}

/** Loaders of this module's pages. */
export const loaders: Record<string, LoaderFactory> = {
  OrderPage:
    ({ client, queryClient }) =>
    async ({ params }) => {
      const orderId = Number(params.orderId);
      if (orderId > 0)
        await queryClient.ensureQueryData(orderQueries.detail(client, orderId)).catch(() => null);
      return null;
    },
};

import { useEffect, useRef } from 'react';
import { redirect, useNavigate, useParams } from 'react-router-dom';

import { anonOrderQueries, useAnonOrder } from '@carrello/hooks';
import { Skeleton } from '@carrello/ui';

import { readAccessToken, useAccessToken } from '../account/access-token';
import { ReservationForm } from '../orders/order-actions';
import { OrderDetails } from '../orders/order-details';
import { Stack } from '../orders/order-parts';
import type { LoaderFactory } from '../app/route-context';
import { Page } from '../shell/page';

/** `/orders-anon/:orderId`: one order opened with the e-mailed link. */
export function AnonOrderPage() {
  const token = useAccessToken();
  const { orderId } = useParams();
  const navigate = useNavigate();
  const order = useAnonOrder(Number(orderId) || undefined, token);
  const redirected = useRef(false);
  useEffect(() => {
    if ((!token || order.isError) && !redirected.current) {
      redirected.current = true;
      void navigate('/orders-anon/invalid-data', { replace: true });
    }
  }, [token, order.isError, navigate]);
  return (
    <Page title={`Ordine n. ${orderId ?? ''}`}>
      {order.data ? (
        <>
          <OrderDetails order={order.data} />
          <Stack>
            <ReservationForm order={order.data} accessToken={token} />
          </Stack>
        </>
      ) : (
        <Skeleton height={120} />
      )}
    </Page>
  );
}

const INVALID_LINK = '/orders-anon/invalid-data';

/** Loaders of this module's page: the order of an e-mailed link comes with the page. */
export const loaders: Record<string, LoaderFactory> = {
  AnonOrderPage:
    ({ client, queryClient }) =>
    async ({ params, request }) => {
      const token = readAccessToken(new URL(request.url).searchParams);
      const orderId = Number(params.orderId) || undefined;
      if (token === undefined || orderId === undefined) throw redirect(INVALID_LINK);
      try {
        await queryClient.ensureQueryData(anonOrderQueries.detail(client, orderId, token));
      } catch {
        throw redirect(INVALID_LINK);
      }
      return null;
    },
};

import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { usePaymentFeedback } from '@carrello/hooks';
import { Button, Skeleton, useCarrelloUi } from '@carrello/ui';

import { loginPath } from '../app/route-context';
import { Page } from '../shell/page';
import type { CardPaymentParams } from './card-payment-params';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The outcome page of a paid order. */
export const completedPath = (order: string) =>
  `/cart/payment-completed/${encodeURIComponent(order)}`;
/** The page of an order whose payment failed. */
export const errorPath = (order: string) => `/payment-error/${encodeURIComponent(order)}`;

/**
 * The provider sent the shopper back here after a bank check on its own pages: the platform
 * says how the payment really ended (the return's `redirect_status` is only a hint).
 */
export function CardPaymentReturn({ params }: { params: CardPaymentParams }) {
  const navigate = useNavigate();
  const feedback = usePaymentFeedback('stripe', {
    order_id: params.order,
    redirect_status: params.redirectStatus,
    payment_intent_client_secret: params.paymentClientSecret,
  });
  const status = feedback.data?.status;
  // docs/requirements/checkout.md: completed leads to the completed route, an error to the error route.
  const paidAtProvider =
    params.redirectStatus === 'succeeded' || params.redirectStatus === 'processing';
  const next =
    status === 'completed' || (status === 'pending' && paidAtProvider)
      ? completedPath(params.order)
      : status
        ? errorPath(params.order)
        : undefined;
  useEffect(() => {
    if (next) void navigate(next, { replace: true });
  }, [navigate, next]);

  if (feedback.isError) {
    return (
      <>
        <p role="alert">
          Non è stato possibile verificare il pagamento. Controlla lo stato dell’ordine prima di
          riprovare, per non pagare due volte.
        </p>
        <Button asChild>
          <Link to={completedPath(params.order)} replace>
            Vedi lo stato dell’ordine
          </Link>
        </Button>
      </>
    );
  }
  return (
    <div role="status" aria-label="Verifica del pagamento in corso">
      <p>Stiamo verificando il pagamento con la banca…</p>
      <Skeleton height={64} />
    </div>
  );
}

/** The order the card page pays: its number, total and delivery slot when the address gave them. */
export function CardPaymentOrderLine({ params }: { params: CardPaymentParams }) {
  const { formatPrice, formatDate } = useCarrelloUi();
  const total = Number(params.orderGrossTotal);
  const hasTotal = params.orderGrossTotal !== '' && Number.isFinite(total);
  const hasSlot = params.timeSlotDate !== '' && params.timeSlotTime !== '';
  // The route carries the day as `YYYY-MM-DD`; anything else is shown as it came.
  const day = ISO_DAY.test(params.timeSlotDate)
    ? formatDate(params.timeSlotDate, { weekday: 'long', day: 'numeric', month: 'long' })
    : params.timeSlotDate;
  return (
    <p>
      Ordine n. {params.order}
      {hasTotal ? `, totale ${formatPrice(total)}` : ''}
      {hasSlot ? `, consegna ${day} alle ${params.timeSlotTime}` : ''}.
    </p>
  );
}

/**
 * A signed-out shopper opened the card page from its server address: the address still held the
 * secret until the app took it into memory, so the move to sign-in happens here, in the app,
 * and returns to the page without it.
 */
export function CardPageSignIn({ target }: { target: string }) {
  const navigate = useNavigate();
  const login = loginPath(target);
  useEffect(() => {
    void navigate(login, { replace: true });
  }, [navigate, login]);
  return (
    <Page title="Pagamento con carta">
      <p>Accedi per completare il pagamento.</p>
      <Button asChild>
        <Link to={login} replace>
          Accedi
        </Link>
      </Button>
    </Page>
  );
}

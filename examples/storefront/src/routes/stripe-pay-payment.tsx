import { useEffect } from 'react';
import { Link, redirect, useLoaderData, useNavigate, useParams } from 'react-router-dom';

import { usePaymentFeedback } from '@carrello/hooks';
import { Button, Skeleton, useCarrelloUi } from '@carrello/ui';

import { isSignedIn, loginPath, type LoaderFactory } from '../app/route-context';
import {
  CARD_PAYMENT_PATH,
  cardPaymentParams,
  type CardPaymentParams,
} from '../payments/card-payment-params';
import { paymentProvider } from '../payments/payment-provider';
import { Page } from '../shell/page';
import { useHydrated } from '../app/use-hydrated';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const completedPath = (order: string) => `/cart/payment-completed/${encodeURIComponent(order)}`;
const errorPath = (order: string) => `/payment-error/${encodeURIComponent(order)}`;

/**
 * The provider sent the shopper back here after a bank check on its own pages: the platform
 * says how the payment really ended (the return's `redirect_status` is only a hint).
 */
function PaymentReturn({ params }: { params: CardPaymentParams }) {
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

function OrderLine({ params }: { params: CardPaymentParams }) {
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

/** What the card page's loader answers: the page to come back to after signing in, if needed. */
interface CardPageData {
  signIn?: string;
}

/** The card page of an order, without the secret and the other parameters. */
const cardPagePath = (order: string) => `${CARD_PAYMENT_PATH}${encodeURIComponent(order)}`;

/**
 * A signed-out shopper opened the card page from its server address: the address still held the
 * secret until the app took it into memory, so the move to sign-in happens here, in the app,
 * and returns to the page without it.
 */
function SignInFirst({ target }: { target: string }) {
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

/**
 * `/stripe-pay-payment/...` (named StripePayPayment, docs/requirements/app-shell.md): the card page of the configured
 * provider, and the page the provider sends the shopper back to. The secret left the address bar
 * before the app started (see `main.tsx`).
 */
export function StripePayPaymentPage() {
  const { order } = useParams();
  const navigate = useNavigate();
  const signIn = (useLoaderData() as CardPageData | null)?.signIn;
  // The parameters live in the browser's memory only: the server, and the render that hydrates
  // its HTML, go without them; the page shows them right after.
  const inBrowser = useHydrated();
  const params = inBrowser ? cardPaymentParams(order) : undefined;
  const { CardForm } = paymentProvider();
  if (signIn) return <SignInFirst target={signIn} />;
  if (params?.redirectStatus) {
    return (
      <Page title="Pagamento con carta">
        <OrderLine params={params} />
        <PaymentReturn params={params} />
      </Page>
    );
  }
  if (!params || !CardForm) {
    return (
      <Page title="Pagamento con carta">
        {params ? <OrderLine params={params} /> : null}
        <p role="alert">
          Il pagamento con carta non è disponibile da questa pagina. Torna alla cassa per riprovare.
        </p>
        <Button asChild>
          <Link to={order ? errorPath(order) : '/payment-error'}>Continua</Link>
        </Button>
      </Page>
    );
  }
  return (
    <Page title="Pagamento con carta">
      <OrderLine params={params} />
      <CardForm
        params={params}
        onCompleted={() => void navigate(completedPath(params.order), { replace: true })}
        onFailed={(failure) => {
          // A refused card stays on the page for another try; a payment that is over does not.
          if (!failure.retryable) void navigate(errorPath(params.order), { replace: true });
        }}
      />
    </Page>
  );
}

/** Loaders of this module's pages. */
export const loaders: Record<string, LoaderFactory> = {
  /**
   * The card page needs a signed-in shopper. Its address can carry the payment's client secret,
   * which must never reach another address (the sign-in page's `redirect`, the history, logs):
   * the way back is the page of the order alone, and the parameters wait in memory
   * (card-payment-params.ts). On the server the address has not lost them yet: there the page
   * is rendered, and the browser, once it has taken them, moves to sign-in.
   */
  StripePayPaymentPage:
    (context) =>
    async ({ params }) => {
      if (await isSignedIn(context)) return null;
      const target = cardPagePath(params.order ?? '');
      if (typeof document !== 'undefined') throw redirect(loginPath(target));
      return { signIn: target } satisfies CardPageData;
    },
};

import { Link, redirect, useLoaderData, useNavigate, useParams } from 'react-router-dom';

import { Button } from '@carrello/ui';

import { isSignedIn, loginPath, type LoaderFactory } from '../app/route-context';
import { CARD_PAYMENT_PATH, cardPaymentParams } from '../payments/card-payment-params';
import {
  CardPageSignIn,
  CardPaymentOrderLine,
  CardPaymentReturn,
  completedPath,
  errorPath,
} from '../payments/card-payment-parts';
import { paymentProvider } from '../payments/payment-provider';
import { Page } from '../shell/page';
import { useHydrated } from '../app/use-hydrated';

/** What the card page's loader answers: the page to come back to after signing in, if needed. */
interface CardPageData {
  signIn?: string;
}

/** The card page of an order, without the secret and the other parameters. */
const cardPagePath = (order: string) => `${CARD_PAYMENT_PATH}${encodeURIComponent(order)}`;

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
  if (signIn) return <CardPageSignIn target={signIn} />;
  if (params?.redirectStatus) {
    return (
      <Page title="Pagamento con carta">
        <CardPaymentOrderLine params={params} />
        <CardPaymentReturn params={params} />
      </Page>
    );
  }
  if (!params || !CardForm) {
    return (
      <Page title="Pagamento con carta">
        {params ? <CardPaymentOrderLine params={params} /> : null}
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
      <CardPaymentOrderLine params={params} />
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

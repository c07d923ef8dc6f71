import { useEffect, useRef } from 'react';
import { Link, redirect, useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { anonOrderQueries, useAnonOrder } from '@carrello/hooks';
import { Skeleton } from '@carrello/ui';

import { AnonymousOrderList } from '../account/anonymous-order-list';
import { AnonymousOrdersForm } from '../account/anonymous-orders-form';
import { NewsletterForm } from '../account/newsletter-form';
import { ResetPasswordForm, ResetPasswordRequestForm } from '../account/reset-password-forms';
import { ReservationForm } from '../orders/order-actions';
import { OrderDetails } from '../orders/order-details';
import { Stack } from '../orders/order-parts';
import type { LoaderFactory } from '../app/route-context';
import { AlertText as Alert } from '../shell/alert-text';
import { Page } from '../shell/page';

/** `/ricevi-le-comunicazioni` (named Communication): newsletter sign-up, e-mail from the query. */
export function CommunicationPage() {
  const [params] = useSearchParams();
  return (
    <Page
      title="Ricevi le comunicazioni"
      meta={{
        description: 'Iscriviti per ricevere offerte, volantini e novità della spesa online.',
      }}
    >
      <p>Iscriviti per ricevere offerte, volantini e novità del tuo negozio.</p>
      <NewsletterForm email={params.get('email') ?? ''} />
    </Page>
  );
}

/** `/ricevi-le-comunicazioni/thankyou` and `/contatti/thankyou`. */
export function ThankYouPage() {
  return (
    <Page title="Grazie!">
      <p>Abbiamo ricevuto la tua richiesta.</p>
      <Link to="/">Torna alla home</Link>
    </Page>
  );
}

/** `/reset-password-request`: asks for the reset link. */
export function ResetPasswordRequestPage() {
  return (
    <Page
      title="Recupera la password"
      meta={{
        description:
          'Hai dimenticato la password? Ricevi per e-mail il link per sceglierne una nuova.',
      }}
    >
      <ResetPasswordRequestForm />
    </Page>
  );
}

/** `/reset-password-sent`. */
export function ResetPasswordSentPage() {
  return (
    <Page title="Controlla la posta">
      <p>
        Se l’indirizzo è registrato, ti abbiamo inviato un link per scegliere una nuova password.
      </p>
    </Page>
  );
}

/** `/reset-password`: the new password, with the e-mail and token of the link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('e_mail') ?? params.get('email') ?? '';
  const token = params.get('token') ?? '';
  return (
    <Page title="Nuova password">
      {!email || !token ? (
        <Alert role="alert">Il link non è valido: richiedine uno nuovo.</Alert>
      ) : (
        <ResetPasswordForm email={email} token={token} />
      )}
    </Page>
  );
}

/** `/reset-password-completed`. */
export function ResetPasswordCompletedPage() {
  return (
    <Page title="Password aggiornata">
      <p>Ora puoi accedere con la nuova password.</p>
      <Link to="/login">Accedi</Link>
    </Page>
  );
}

/** The access token of an e-mailed order link (`?token=` or `?access_token=`). */
function readAccessToken(params: URLSearchParams): string | undefined {
  return params.get('token') ?? params.get('access_token') ?? undefined;
}

function useAccessToken(): string | undefined {
  const [params] = useSearchParams();
  return readAccessToken(params);
}

/** `/orders-anon`: the orders an e-mailed link opens, or the request of that link. */
export function AnonOrdersPage() {
  const token = useAccessToken();
  if (!token) {
    return (
      <Page
        title="I tuoi ordini"
        meta={{
          description:
            'Segui un ordine fatto senza account: ricevi per e-mail il link per vederlo.',
        }}
      >
        <AnonymousOrdersForm />
      </Page>
    );
  }
  return (
    // The orders of the e-mailed link belong to one shopper.
    <Page title="I tuoi ordini" meta={{ noindex: true }}>
      <AnonymousOrderList token={token} />
    </Page>
  );
}

/** `/orders-anon/invalid-data`. */
export function AnonOrdersInvalidPage() {
  return (
    <Page title="Link non valido">
      <p>Il link per vedere l’ordine non è valido o è scaduto.</p>
      <Link to="/orders-anon">Richiedi un nuovo link</Link>
    </Page>
  );
}

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

/** Loaders of this module's pages: the orders of an e-mailed link come with the page. */
export const loaders: Record<string, LoaderFactory> = {
  AnonOrdersPage:
    ({ client, queryClient }) =>
    async ({ request }) => {
      const token = readAccessToken(new URL(request.url).searchParams);
      // A refused link shows its message on the page.
      if (token !== undefined) {
        await queryClient
          .ensureQueryData(anonOrderQueries.list(client, token))
          .catch(() => undefined);
      }
      return null;
    },
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

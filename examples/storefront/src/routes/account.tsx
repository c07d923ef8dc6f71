import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, redirect, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';

import { newsletterEmailSchema } from '@carrello/core';
import {
  anonOrderQueries,
  serverFormErrors,
  useAnonOrder,
  useAnonOrders,
  useRequestAnonOrderAccess,
  useRequestPasswordReset,
  useResetPassword,
  useSubscribeNewsletter,
} from '@carrello/hooks';
import { Button, Checkbox, Field, Skeleton, TextInput, useCarrelloUi } from '@carrello/ui';

import { ReservationForm } from '../orders/order-actions';
import { OrderDetails } from '../orders/order-details';
import { REQUIRED, Stack, focusFirstInvalid as focusInvalid } from '../orders/order-parts';
import type { LoaderFactory } from '../app/route-context';
import { Page } from '../shell/page';

// The contract's rule for a new password (ResetPasswordForm.password: at least 8 characters).
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_TOO_SHORT = `La password deve avere almeno ${PASSWORD_MIN_LENGTH} caratteri`;

/** docs/requirements/validation.md: "Campo obbligatorio" when empty, the e-mail rule's message when malformed. */
function emailProblem(value: string): string | undefined {
  if (!value.trim()) return REQUIRED;
  const result = newsletterEmailSchema.safeParse(value.trim());
  return result.success ? undefined : (result.error.issues[0]?.message ?? REQUIRED);
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 460px;
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** `/ricevi-le-comunicazioni` (named Communication): newsletter sign-up, e-mail from the query. */
export function CommunicationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [privacy, setPrivacy] = useState(false);
  const [error, setError] = useState<string>();
  const subscribe = useSubscribeNewsletter({
    onSuccess: () => navigate('/ricevi-le-comunicazioni/thankyou'),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = newsletterEmailSchema.safeParse(email);
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (privacy) subscribe.mutate({ email: result.data, privacy: true });
  };
  return (
    <Page
      title="Ricevi le comunicazioni"
      meta={{
        description: 'Iscriviti per ricevere offerte, volantini e novità della spesa online.',
      }}
    >
      <p>Iscriviti per ricevere offerte, volantini e novità del tuo negozio.</p>
      <Form onSubmit={onSubmit} noValidate>
        <Field label="E-mail" required invalid={error !== undefined} error={error}>
          <TextInput
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Checkbox
          label="Ho letto l’informativa sulla privacy e acconsento a ricevere comunicazioni"
          checked={privacy}
          onChange={(event) => setPrivacy(event.currentTarget.checked)}
        />
        {subscribe.isError ? <Alert role="alert">{subscribe.error.message}</Alert> : null}
        <Button type="submit" disabled={!privacy} loading={subscribe.isPending}>
          Iscriviti
        </Button>
      </Form>
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
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const request = useRequestPasswordReset({ onSuccess: () => navigate('/reset-password-sent') });
  const server = serverFormErrors(request.error);
  return (
    <Page
      title="Recupera la password"
      meta={{
        description:
          'Hai dimenticato la password? Ricevi per e-mail il link per sceglierne una nuova.',
      }}
    >
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const error = emailProblem(email);
          setEmailError(error);
          if (error) focusInvalid(event.currentTarget);
          else request.mutate({ e_mail: email.trim() });
        }}
      >
        <Field label="E-mail" required error={emailError ?? server.fields.e_mail}>
          <TextInput
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        {server.form ? <Alert role="alert">{server.form}</Alert> : null}
        <Button type="submit" loading={request.isPending}>
          Invia il link
        </Button>
      </Form>
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
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const reset = useResetPassword({ onSuccess: () => navigate('/reset-password-completed') });
  const server = serverFormErrors(reset.error);
  const email = params.get('e_mail') ?? params.get('email') ?? '';
  const token = params.get('token') ?? '';
  return (
    <Page title="Nuova password">
      {!email || !token ? (
        <Alert role="alert">Il link non è valido: richiedine uno nuovo.</Alert>
      ) : (
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const error = !password
              ? REQUIRED
              : password.length < PASSWORD_MIN_LENGTH
                ? PASSWORD_TOO_SHORT
                : undefined;
            setPasswordError(error);
            if (error) focusInvalid(event.currentTarget);
            else reset.mutate({ e_mail: email, token, password });
          }}
        >
          <Field
            label="Nuova password"
            required
            description={`Almeno ${PASSWORD_MIN_LENGTH} caratteri.`}
            error={passwordError ?? server.fields.password}
          >
            <TextInput
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          {server.form ? <Alert role="alert">{server.form}</Alert> : null}
          <Button type="submit" loading={reset.isPending}>
            Salva la password
          </Button>
        </Form>
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
  const { formatPrice } = useCarrelloUi();
  const orders = useAnonOrders(token);
  const request = useRequestAnonOrderAccess();
  const [email, setEmail] = useState('');
  const [orderId, setOrderId] = useState('');
  const [errors, setErrors] = useState<{ email?: string; orderId?: string }>({});
  const server = serverFormErrors(request.error);
  if (!token) {
    return (
      <Page
        title="I tuoi ordini"
        meta={{
          description:
            'Segui un ordine fatto senza account: ricevi per e-mail il link per vederlo.',
        }}
      >
        {request.isSuccess ? (
          <p role="status">Ti abbiamo inviato il link per vedere l’ordine.</p>
        ) : (
          <Form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const id = Number(orderId.trim());
              const next = {
                email: emailProblem(email),
                orderId: !orderId.trim()
                  ? REQUIRED
                  : Number.isInteger(id) && id > 0
                    ? undefined
                    : 'Indica il numero d’ordine, solo cifre',
              };
              setErrors(next);
              if (next.email || next.orderId) focusInvalid(event.currentTarget);
              else request.mutate({ email: email.trim(), orderId: id });
            }}
          >
            <Field label="E-mail" required error={errors.email ?? server.fields.e_mail}>
              <TextInput
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field>
            <Field
              label="Numero d’ordine"
              required
              error={errors.orderId ?? server.fields.order_id}
            >
              <TextInput
                inputMode="numeric"
                value={orderId}
                onChange={(event) => setOrderId(event.target.value)}
              />
            </Field>
            {server.form ? <Alert role="alert">{server.form}</Alert> : null}
            <Button type="submit" loading={request.isPending}>
              Ricevi il link
            </Button>
          </Form>
        )}
      </Page>
    );
  }
  return (
    // The orders of the e-mailed link belong to one shopper.
    <Page title="I tuoi ordini" meta={{ noindex: true }}>
      {orders.isPending ? <Skeleton height={120} /> : null}
      {orders.isError ? <Alert role="alert">{orders.error.message}</Alert> : null}
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

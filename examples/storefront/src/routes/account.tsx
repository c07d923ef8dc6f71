import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';

import { newsletterEmailSchema } from '@carrello/core';
import {
  useAnonOrder,
  useAnonOrders,
  useRequestAnonOrderAccess,
  useRequestPasswordReset,
  useResetPassword,
  useSubscribeNewsletter,
} from '@carrello/hooks';
import { Button, Checkbox, Field, Skeleton, TextInput, useCarrelloUi } from '@carrello/ui';

import { Page } from '../shell/page';

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
    <Page title="Ricevi le comunicazioni">
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
  const request = useRequestPasswordReset({ onSuccess: () => navigate('/reset-password-sent') });
  return (
    <Page title="Recupera la password">
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (email.trim()) request.mutate({ e_mail: email.trim() });
        }}
      >
        <Field label="E-mail" required>
          <TextInput
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        {request.isError ? <Alert role="alert">{request.error.message}</Alert> : null}
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
  const reset = useResetPassword({ onSuccess: () => navigate('/reset-password-completed') });
  const email = params.get('e_mail') ?? params.get('email') ?? '';
  const token = params.get('token') ?? '';
  return (
    <Page title="Nuova password">
      {!email || !token ? (
        <Alert role="alert">Il link non è valido: richiedine uno nuovo.</Alert>
      ) : (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (password) reset.mutate({ e_mail: email, token, password });
          }}
        >
          <Field label="Nuova password" required>
            <TextInput
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          {reset.isError ? <Alert role="alert">{reset.error.message}</Alert> : null}
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

function useAccessToken(): string | undefined {
  const [params] = useSearchParams();
  return params.get('token') ?? params.get('access_token') ?? undefined;
}

/** `/orders-anon`: the orders an e-mailed link opens, or the request of that link. */
export function AnonOrdersPage() {
  const token = useAccessToken();
  const { formatPrice } = useCarrelloUi();
  const orders = useAnonOrders(token);
  const request = useRequestAnonOrderAccess();
  const [email, setEmail] = useState('');
  const [orderId, setOrderId] = useState('');
  if (!token) {
    return (
      <Page title="I tuoi ordini">
        {request.isSuccess ? (
          <p role="status">Ti abbiamo inviato il link per vedere l’ordine.</p>
        ) : (
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              const id = Number(orderId);
              if (email.trim() && id > 0) request.mutate({ email: email.trim(), orderId: id });
            }}
          >
            <Field label="E-mail" required>
              <TextInput
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field>
            <Field label="Numero d’ordine" required>
              <TextInput
                inputMode="numeric"
                value={orderId}
                onChange={(event) => setOrderId(event.target.value)}
              />
            </Field>
            {request.isError ? <Alert role="alert">{request.error.message}</Alert> : null}
            <Button type="submit" loading={request.isPending}>
              Ricevi il link
            </Button>
          </Form>
        )}
      </Page>
    );
  }
  return (
    <Page title="I tuoi ordini">
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
  const { formatPrice } = useCarrelloUi();
  const order = useAnonOrder(Number(orderId) || undefined, token);
  const redirected = useRef(false);
  useEffect(() => {
    if ((!token || order.isError) && !redirected.current) {
      redirected.current = true;
      navigate('/orders-anon/invalid-data', { replace: true });
    }
  }, [token, order.isError, navigate]);
  return (
    <Page title={`Ordine n. ${orderId ?? ''}`}>
      {order.data ? (
        <p>
          {order.data.orderStatusDescr} – totale {formatPrice(order.data.grossTotal)}
        </p>
      ) : (
        <Skeleton height={120} />
      )}
    </Page>
  );
}

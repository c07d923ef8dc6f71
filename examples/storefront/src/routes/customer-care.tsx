import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

import { newsletterSchema } from '@carrello/core';
import {
  serverFormErrors,
  useAllOrders,
  useSendOrderTicket,
  useSendTicket,
  useSession,
} from '@carrello/hooks';
import { Button, Field, Skeleton, TextInput, useCarrelloUi } from '@carrello/ui';

import {
  ErrorText,
  FormGrid,
  REQUIRED,
  Select,
  SuccessText,
  TextArea,
  focusFirstInvalid,
} from '../orders/order-parts';
import { Page } from '../shell/page';

const TOPICS = [
  'Informazioni su un ordine',
  'Prodotto mancante o danneggiato',
  'Consegna o ritiro',
  'Pagamenti e fatture',
  'Il mio account',
  'Altro',
] as const;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
  }
  h2 {
    margin-top: 0;
  }
`;

type FieldName = 'firstName' | 'lastName' | 'email' | 'topic' | 'message';
type Values = Record<FieldName, string> & { orderId: string };

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  topic: '',
  message: '',
  orderId: '',
};
const emailSchema = newsletterSchema.shape.email;

function validate(values: Values, signedIn: boolean): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  const required: FieldName[] = signedIn
    ? ['topic', 'message']
    : ['firstName', 'lastName', 'email', 'topic', 'message'];
  for (const name of required) if (!values[name].trim()) errors[name] = REQUIRED;
  if (!signedIn && !errors.email) {
    const email = emailSchema.safeParse(values.email.trim());
    if (!email.success) errors.email = email.error.issues[0]?.message ?? REQUIRED;
  }
  return errors;
}

function OrderChoice({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const { formatDate } = useCarrelloUi();
  const orders = useAllOrders({ page_size: 20 });
  if (orders.isPending) return <Skeleton height={44} />;
  return (
    <Field
      label="Ordine"
      description={
        orders.error
          ? 'Non riusciamo a leggere i tuoi ordini: indica il numero nel messaggio.'
          : 'Facoltativo: scegli l’ordine di cui vuoi parlarci.'
      }
    >
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Nessun ordine in particolare</option>
        {(orders.data?.orders ?? []).map((order) => (
          <option key={order.orderId} value={order.orderId}>
            n. {order.orderId} del {formatDate(order.addDate, { dateStyle: 'short' })} ·{' '}
            {order.orderStatusDescr}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The customer-care ticket form (`send_ticket`, or `send_order_ticket` about an order). */
function TicketForm({ signedIn }: { signedIn: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [ticketId, setTicketId] = useState<string>();
  const { data: session } = useSession();
  const onSuccess = ({ ticketId: id }: { ticketId: string }) => {
    setTicketId(id);
    setValues(EMPTY);
  };
  const sendTicket = useSendTicket({ onSuccess });
  const sendOrderTicket = useSendOrderTicket({ onSuccess });
  const sending = sendTicket.isPending || sendOrderTicket.isPending;
  const server = serverFormErrors(sendTicket.error ?? sendOrderTicket.error);
  const set = (name: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  if (ticketId)
    return (
      <div role="status">
        <SuccessText>
          Richiesta {ticketId} inviata. Ti abbiamo mandato una conferma per e-mail: il servizio
          clienti ti risponderà al più presto.
        </SuccessText>
        <p>
          <Button variant="secondary" onClick={() => setTicketId(undefined)}>
            Invia un’altra richiesta
          </Button>
        </p>
      </div>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = validate(values, signedIn);
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    sendTicket.reset();
    sendOrderTicket.reset();
    const message = values.message.trim();
    if (signedIn && values.orderId) {
      sendOrderTicket.mutate({ orderId: Number(values.orderId), subject: values.topic, message });
      return;
    }
    const user = session?.user;
    sendTicket.mutate({
      email: (signedIn ? user?.email : undefined) ?? values.email.trim(),
      firstName: (signedIn ? user?.firstName : undefined) ?? values.firstName.trim(),
      lastName: (signedIn ? user?.lastName : undefined) ?? values.lastName.trim(),
      subject: values.topic,
      category: values.topic,
      message,
    });
  };
  const error = (name: FieldName) => errors[name] ?? server.fields[name];
  return (
    <FormGrid ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="scrivici">
      {signedIn ? null : (
        <>
          <Field label="Nome" required error={error('firstName')}>
            <TextInput
              autoComplete="given-name"
              value={values.firstName}
              onChange={(event) => set('firstName')(event.target.value)}
            />
          </Field>
          <Field label="Cognome" required error={error('lastName')}>
            <TextInput
              autoComplete="family-name"
              value={values.lastName}
              onChange={(event) => set('lastName')(event.target.value)}
            />
          </Field>
          <Field label="E-mail" required error={error('email')}>
            <TextInput
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => set('email')(event.target.value)}
            />
          </Field>
        </>
      )}
      <Field label="Argomento" required error={error('topic') ?? server.fields.subject}>
        <Select value={values.topic} onChange={(event) => set('topic')(event.target.value)}>
          <option value="">Scegli un argomento</option>
          {TOPICS.map((topic) => (
            <option key={topic}>{topic}</option>
          ))}
        </Select>
      </Field>
      {signedIn ? <OrderChoice value={values.orderId} onChange={set('orderId')} /> : null}
      <Field label="Messaggio" required error={error('message')}>
        <TextArea
          maxLength={2000}
          value={values.message}
          onChange={(event) => set('message')(event.target.value)}
        />
      </Field>
      {server.form ? <ErrorText role="alert">{server.form}</ErrorText> : null}
      <div>
        <Button type="submit" loading={sending}>
          Invia la richiesta
        </Button>
      </div>
    </FormGrid>
  );
}

/** `/assistenza-clienti`: how to reach customer care, and the ticket form. */
export function CustomerServicePage() {
  const session = useSession();
  return (
    <Page title="Assistenza clienti">
      <Columns>
        <div>
          <p>Siamo qui per aiutarti, dal lunedì al sabato dalle 8 alle 20.</p>
          <ul>
            <li>
              Consulta le <Link to="/faq">domande frequenti</Link>.
            </li>
            <li>
              Per un ordine puoi scriverci anche dal dettaglio, in{' '}
              <Link to="/profile/orders">i tuoi ordini</Link>.
            </li>
            <li>
              Trova il <Link to="/store-locator">negozio più vicino</Link>.
            </li>
          </ul>
        </div>
        <section>
          <h2 id="scrivici">Scrivici</h2>
          {session.isPending ? (
            <Skeleton height={320} />
          ) : (
            <TicketForm signedIn={session.data?.isAuthenticated ?? false} />
          )}
        </section>
      </Columns>
    </Page>
  );
}

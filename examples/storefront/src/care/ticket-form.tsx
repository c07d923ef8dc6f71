import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

import {
  signedInTicketFormSchema,
  ticketFormSchema,
  type SignedInTicketForm,
  type TicketForm as TicketFormOutput,
} from '@carrello/core';
import { useAllOrders, useSendOrderTicket, useSendTicket, useSession } from '@carrello/hooks';
import { Button, Field, Select, Skeleton, TextInput, useCarrelloUi } from '@carrello/ui';

import { useFormDraft } from '../forms/form-drafts';
import { useFocusOnSuccess } from '../forms/use-focus-on-success';
import { ServerFormAlert } from '../forms/server-form-alert';
import { setServerErrors } from '../forms/set-server-errors';
import { useSchemaForm } from '../forms/use-schema-form';
import { FormGrid, MessageField, SuccessText, TopicField } from '../orders/order-parts';

const TOPICS = [
  'Informazioni su un ordine',
  'Prodotto mancante o danneggiato',
  'Consegna o ritiro',
  'Pagamenti e fatture',
  'Il mio account',
  'Altro',
] as const;

/** What the ticket form holds while the shopper types; a signed-in shopper has no name fields. */
interface TicketValues {
  firstName: string;
  lastName: string;
  email: string;
  topic: string;
  message: string;
  orderId: string;
}

/** A validated request: the name and e-mail only when the shopper is not signed in. */
type TicketOutput = SignedInTicketForm & Partial<TicketFormOutput>;

const EMPTY: TicketValues = {
  firstName: '',
  lastName: '',
  email: '',
  topic: '',
  message: '',
  orderId: '',
};

// The account gives a signed-in shopper's name and e-mail, so the form asks only the rest.
const anonymousSchema = ticketFormSchema as unknown as $ZodType<TicketOutput, TicketValues>;
const signedInSchema = signedInTicketFormSchema as unknown as $ZodType<TicketOutput, TicketValues>;

/** The optional order a signed-in shopper's request is about. */
function OrderChoice({ field }: { field: UseFormRegisterReturn<'orderId'> }) {
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
      <Select {...field}>
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

/**
 * The ticket sent, in place of the form: the message takes the focus the form had, and is read
 * then; it is no live region, which would read it a second time.
 */
function TicketSent({ ticketId, onAnother }: { ticketId: string; onAnother: () => void }) {
  const message = useFocusOnSuccess<HTMLParagraphElement>();
  return (
    <div>
      <SuccessText ref={message} tabIndex={-1}>
        Richiesta {ticketId} inviata. Ti abbiamo mandato una conferma per e-mail: il servizio
        clienti ti risponderà al più presto.
      </SuccessText>
      <p>
        <Button variant="secondary" onClick={onAnother}>
          Invia un’altra richiesta
        </Button>
      </p>
    </div>
  );
}

/**
 * The customer-care ticket form (`send_ticket`, or `send_order_ticket` about an order;
 * docs/requirements/account.md "Support tickets"): a shopper not signed in gives name and e-mail,
 * a signed-in one may pick the order the request is about.
 */
export function TicketForm({ signedIn, labelledBy }: { signedIn: boolean; labelledBy: string }) {
  const [ticketId, setTicketId] = useState<string>();
  const { data: session } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors },
  } = useSchemaForm(signedIn ? signedInSchema : anonymousSchema, { defaultValues: EMPTY });
  // A request about an order needs the session: ended elsewhere, the message waits for the
  // shopper to sign in again.
  useFormDraft({ getValues, reset }, 'richiesta');
  const onSuccess = ({ ticketId: id }: { ticketId: string }) => {
    setTicketId(id);
    reset(EMPTY);
  };
  const onError = (error: unknown) =>
    setServerErrors(error, setError, {
      firstName: ['firstName'],
      lastName: ['lastName'],
      email: ['email'],
      topic: ['topic', 'subject'],
      message: ['message'],
    });
  const sendTicket = useSendTicket({ onSuccess, onError });
  const sendOrderTicket = useSendOrderTicket({ onSuccess, onError });
  const sending = sendTicket.isPending || sendOrderTicket.isPending;

  if (ticketId) return <TicketSent ticketId={ticketId} onAnother={() => setTicketId(undefined)} />;

  const submit = handleSubmit((value) => {
    sendTicket.reset();
    sendOrderTicket.reset();
    if (signedIn && value.orderId) {
      sendOrderTicket.mutate({
        orderId: Number(value.orderId),
        subject: value.topic,
        message: value.message,
      });
      return;
    }
    const user = session?.user;
    sendTicket.mutate({
      email: (signedIn ? user?.email : undefined) ?? value.email ?? '',
      firstName: (signedIn ? user?.firstName : undefined) ?? value.firstName ?? '',
      lastName: (signedIn ? user?.lastName : undefined) ?? value.lastName ?? '',
      subject: value.topic,
      category: value.topic,
      message: value.message,
    });
  });
  return (
    <FormGrid noValidate onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy}>
      {signedIn ? null : (
        <>
          <Field label="Nome" required error={errors.firstName?.message}>
            <TextInput autoComplete="given-name" {...register('firstName')} />
          </Field>
          <Field label="Cognome" required error={errors.lastName?.message}>
            <TextInput autoComplete="family-name" {...register('lastName')} />
          </Field>
          <Field label="E-mail" required error={errors.email?.message}>
            <TextInput type="email" autoComplete="email" {...register('email')} />
          </Field>
        </>
      )}
      <TopicField topics={TOPICS} field={register('topic')} error={errors.topic?.message} />
      {signedIn ? <OrderChoice field={register('orderId')} /> : null}
      <MessageField field={register('message')} error={errors.message?.message} />
      <ServerFormAlert error={sendTicket.error ?? sendOrderTicket.error} />
      <div>
        <Button type="submit" loading={sending}>
          Invia la richiesta
        </Button>
      </div>
    </FormGrid>
  );
}

import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import {
  DELIVERY_SERVICE,
  reservationFormSchema,
  signedInTicketFormSchema,
  type SignedInTicketFormInput,
} from '@carrello/core';
import {
  useCancelOrder,
  useCart,
  useEditOrder,
  useReorder,
  useReserveParking,
  useSendOrderTicket,
  useUnlockCart,
  type ReservationOutcome,
} from '@carrello/hooks';
import type { Cart, Order } from '@carrello/sdk';
import { Button, Field, Select, TextInput } from '@carrello/ui';

import { ConfirmDialog } from '../account/confirm-dialog';
import { ServerFormAlert } from '../forms/server-form-alert';
import { setServerErrors } from '../forms/set-server-errors';
import { useSchemaForm } from '../forms/use-schema-form';
import { useShell } from '../shell/shell-context';
import { OutcomePopup } from './outcome-popup';
import {
  Actions,
  ErrorText,
  FormGrid,
  MessageField,
  Section,
  SuccessText,
  TopicField,
} from './order-parts';

const Summary = styled(SuccessText)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]}px;
  }
`;

interface ReorderSummary {
  added: string[];
  unavailable: string[];
}

/** What of the order's lines reached the answered cart, and what did not (unavailable). */
function summarise(order: Order, cart: Cart): ReorderSummary {
  const inCart = new Set(cart.cartItems.map((item) => item.product.productId));
  const summary: ReorderSummary = { added: [], unavailable: [] };
  for (const item of order.items ?? []) {
    (inCart.has(item.product.productId) ? summary.added : summary.unavailable).push(
      item.product.name,
    );
  }
  return summary;
}

/**
 * The actions of an order (docs/requirements/account.md: order detail): "Riordina" for every order, and for an open one
 * edit, cancel (confirmed first) and pay again.
 */
export function OrderActions({ order }: { order: Order }) {
  const navigate = useNavigate();
  const shell = useShell();
  const [summary, setSummary] = useState<ReorderSummary>();
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const reorder = useReorder({ onSuccess: (cart) => setSummary(summarise(order, cart)) });
  const edit = useEditOrder({ onSuccess: () => navigate('/checkout') });
  // A payment left on the provider's page keeps the cart locked, and the server refuses to edit
  // it: "Modifica l'ordine" unlocks it first (the payment started is cancelled), then edits.
  const { data: cart } = useCart();
  const unlock = useUnlockCart({ onSuccess: () => edit.mutate({ orderId: order.orderId }) });
  const cancel = useCancelOrder({
    onSuccess: () => {
      setConfirming(false);
      setCancelled(true);
    },
    onError: () => setConfirming(false),
  });
  const error = reorder.error ?? unlock.error ?? edit.error ?? cancel.error;
  return (
    <Section aria-labelledby="ordine-azioni">
      <h2 id="ordine-azioni">Azioni</h2>
      <Actions>
        <Button
          loading={reorder.isPending}
          onClick={() => {
            setSummary(undefined);
            reorder.mutate({ orderId: order.orderId });
          }}
        >
          Riordina
        </Button>
        {order.isEditable ? (
          <Button
            variant="secondary"
            loading={unlock.isPending || edit.isPending}
            onClick={() =>
              cart?.locked ? unlock.mutate() : edit.mutate({ orderId: order.orderId })
            }
          >
            Modifica l’ordine
          </Button>
        ) : null}
        {order.isPayable ? (
          <Button variant="secondary" asChild>
            <Link to="/checkout">Paga di nuovo</Link>
          </Button>
        ) : null}
        {order.isDeletable ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Annulla l’ordine
          </Button>
        ) : null}
      </Actions>
      <div role="status" aria-live="polite">
        {summary ? (
          <Summary as="div">
            {summary.added.length > 0 ? (
              <div>
                <strong>Aggiunti al carrello ({summary.added.length}):</strong>
                <ul>
                  {summary.added.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <strong>Nessun prodotto è stato aggiunto al carrello.</strong>
            )}
            {summary.unavailable.length > 0 ? (
              <div>
                <strong>Non disponibili ({summary.unavailable.length}):</strong>
                <ul>
                  {summary.unavailable.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div>
              <Button size="sm" variant="secondary" onClick={() => shell.openCart()}>
                Apri il carrello
              </Button>
            </div>
          </Summary>
        ) : null}
        {cancelled ? (
          <SuccessText>L’ordine n. {order.orderId} è stato annullato.</SuccessText>
        ) : null}
      </div>
      {error ? <ErrorText role="alert">{error.message}</ErrorText> : null}
      <ConfirmDialog
        open={confirming}
        title="Annullare l’ordine?"
        description={`L’ordine n. ${order.orderId} sarà annullato e, se già pagato, rimborsato. L’operazione non si può annullare.`}
        confirmLabel="Sì, annulla l’ordine"
        cancelLabel="No, tienilo"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate({ orderId: order.orderId })}
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}

const TOPICS = [
  'Prodotto mancante',
  'Prodotto danneggiato o scaduto',
  'Consegna o ritiro',
  'Pagamento e fattura',
  'Altro',
] as const;

const EMPTY_TICKET: SignedInTicketFormInput = { topic: '', message: '' };

/** A support request about the order (`send_order_ticket`). */
export function OrderTicketForm({ order }: { order: Order }) {
  // The order is known, so the request is a signed-in shopper's ticket about it.
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useSchemaForm(signedInTicketFormSchema, {
    defaultValues: EMPTY_TICKET,
  });
  const send = useSendOrderTicket({
    onSuccess: () => reset(EMPTY_TICKET),
    onError: (error) =>
      setServerErrors(error, setError, { topic: ['subject'], message: ['message'] }),
  });
  const submit = handleSubmit(({ topic, message }) => {
    send.mutate({ orderId: order.orderId, subject: topic, message });
  });
  return (
    <Section aria-labelledby="ordine-assistenza">
      <h2 id="ordine-assistenza">Hai bisogno di aiuto con questo ordine?</h2>
      <FormGrid noValidate onSubmit={(event) => void submit(event)}>
        <TopicField topics={TOPICS} field={register('topic')} error={errors.topic?.message} />
        <MessageField field={register('message')} error={errors.message?.message} />
        <ServerFormAlert error={send.error} />
        <div role="status" aria-live="polite">
          {send.isSuccess ? (
            <SuccessText>
              Richiesta {send.data.ticketId} inviata: il servizio clienti ti risponderà per e-mail.
            </SuccessText>
          ) : null}
        </div>
        <div>
          <Button type="submit" loading={send.isPending}>
            Invia la richiesta
          </Button>
        </div>
      </FormGrid>
    </Section>
  );
}

const DISTANCES = [
  ['0', 'Sono già arrivato'],
  ['500', 'A meno di 5 minuti'],
  ['2000', 'A circa 10 minuti'],
  ['5000', 'A più di 15 minuti'],
] as const;

/**
 * "Sto arrivando": reserves the parking bay or the locker for a ready pick-up order
 * (`order-reservation/reserve`, or `token-order/reserve` with the access token of an e-mailed
 * link) and shows the outcome dialog of docs/requirements/delivery.md.
 */
export function ReservationForm({ order, accessToken }: { order: Order; accessToken?: string }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(reservationFormSchema, {
    defaultValues: { distance: '', reservation_info: '' },
  });
  const [outcome, setOutcome] = useState<ReservationOutcome>();
  // The reservation always answers with the dialog to show, refusals included
  // (docs/requirements/delivery.md), so no server message lands on a field.
  const reserve = useReserveParking({ onSuccess: setOutcome });
  if (
    order.deliveryServiceId !== DELIVERY_SERVICE.CLICK_AND_COLLECT &&
    order.deliveryServiceId !== DELIVERY_SERVICE.LOCKER
  )
    return null;
  const locker = order.deliveryServiceId === DELIVERY_SERVICE.LOCKER;
  const submit = handleSubmit((value) => {
    reserve.mutate({
      order_id: order.orderId,
      ...value,
      ...(accessToken ? { access_token: accessToken } : {}),
    });
  });
  return (
    <Section aria-labelledby="ordine-prenota">
      <h2 id="ordine-prenota">{locker ? 'Prenota il locker' : 'Prenota il parcheggio'}</h2>
      <p>
        {locker
          ? 'Avvisaci quando stai arrivando: terremo pronto il tuo scomparto.'
          : 'Avvisaci quando stai arrivando: ti porteremo la spesa al posto auto riservato.'}
      </p>
      <FormGrid noValidate onSubmit={(event) => void submit(event)}>
        <Field label="Quando arrivi?" required error={errors.distance?.message}>
          <Select {...register('distance')}>
            <option value="">Scegli</option>
            {DISTANCES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Note (targa, posto auto)">
          <TextInput maxLength={200} {...register('reservation_info')} />
        </Field>
        <div>
          <Button type="submit" loading={reserve.isPending}>
            Sto arrivando
          </Button>
        </div>
      </FormGrid>
      <OutcomePopup
        open={outcome !== undefined}
        title={outcome?.title ?? ''}
        description={outcome?.message ?? ''}
        width={440}
        onOpenChange={(open) => (open ? undefined : setOutcome(undefined))}
      />
    </Section>
  );
}

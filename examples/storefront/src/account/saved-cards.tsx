import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { PAYMENT_TYPE } from '@carrello/core';
import {
  postForm,
  useAddPaymentAuth,
  useDeletePaymentAuth,
  usePaymentAuths,
} from '@carrello/hooks';
import type { PaymentAuth } from '@carrello/sdk';
import { Button, EmptyState, ErrorState, Skeleton } from '@carrello/ui';

import { ADD_CARD_PATH, PAYMENT_METHODS_PATH, keepCardSetup } from './card-setup';
import { ConfirmDialog } from './confirm-dialog';
import { useRemovalQuestion } from './use-removal-question';
import { Actions, ErrorText, SuccessText } from '../orders/order-parts';
import { paymentProvider } from '../payments/payment-provider';
import { CardRows } from '../shell/cards';

// docs/requirements/payments.md: saved cards sit under the fast payment (12) and under the card intent (25).
const CARD_TYPES = [PAYMENT_TYPE.FAST_PAYMENT, PAYMENT_TYPE.CARD_INTENT] as const;
// New cards are saved for the card intent, the type the checkout pays saved cards with.
const NEW_CARD_TYPE = PAYMENT_TYPE.CARD_INTENT;

function cardName(auth: PaymentAuth): string {
  const brand = auth.creditCard.trim().split(/\s+/)[0] ?? '';
  const last4 = /(\d{4})\s*$/.exec(auth.creditCard)?.[1];
  const pretty = /^\d|\*/.test(brand)
    ? 'Carta'
    : brand.charAt(0).toUpperCase() + brand.slice(1).toLowerCase();
  return last4 ? `${pretty} ****${last4}` : auth.creditCard;
}

/**
 * The saved cards of every card payment type, each with "Rimuovi" (confirmed in a dialog), and
 * "Aggiungi una carta", which opens the provider's card-saving session.
 */
export function SavedCards() {
  const navigate = useNavigate();
  const fast = usePaymentAuths(CARD_TYPES[0]);
  const intent = usePaymentAuths(CARD_TYPES[1]);
  const [deleted, setDeleted] = useState<string>();
  const remove = useDeletePaymentAuth({
    onSuccess: () => {
      setDeleted(deleting.item ? cardName(deleting.item) : undefined);
      deleting.close();
    },
    onError: () => deleting.close(),
  });
  const add = useAddPaymentAuth({
    onSuccess: ({ paymentUrl, paymentParameters }) => {
      const paymentId = paymentParameters?.payment_id ?? '';
      const clientSecret = paymentParameters?.payment_intent_client_secret ?? '';
      keepCardSetup({ paymentId, clientSecret });
      // A provider with its own card form (Stripe) saves the card on the storefront's page,
      // with the setup intent's secret; the others on their own page (`paymentUrl`).
      if (paymentProvider().CardSetupForm && paymentId && clientSecret) {
        void navigate(ADD_CARD_PATH);
        return;
      }
      if (paymentUrl) postForm({ url: paymentUrl, parameters: paymentParameters ?? {} });
    },
  });
  const queries = [fast, intent];
  const error = queries.find((query) => query.error)?.error;
  const loaded = queries.every((query) => query.data);
  const auths = loaded
    ? [...(fast.data?.auths ?? []), ...(intent.data?.auths ?? [])].filter(
        (auth, index, all) =>
          all.findIndex((other) => other.paymentAuthId === auth.paymentAuthId) === index,
      )
    : [];
  const deleting = useRemovalQuestion<PaymentAuth>(auths);
  const addButton = (
    <Button
      loading={add.isPending || add.isSuccess}
      onClick={() =>
        add.mutate({
          payment_type_id: NEW_CARD_TYPE,
          payment_data: JSON.stringify({ return_url: PAYMENT_METHODS_PATH }),
        })
      }
    >
      Aggiungi una carta
    </Button>
  );
  return (
    <>
      <div role="status" aria-live="polite">
        {deleted ? <SuccessText>La carta {deleted} è stata rimossa.</SuccessText> : null}
      </div>
      {remove.error ? <ErrorText role="alert">{remove.error.message}</ErrorText> : null}
      {add.error ? <ErrorText role="alert">{add.error.message}</ErrorText> : null}
      {error && !loaded ? (
        <ErrorState
          message={error.message}
          onRetry={() => queries.forEach((query) => void query.refetch())}
        />
      ) : !loaded ? (
        <Skeleton height={160} />
      ) : auths.length === 0 ? (
        <EmptyState
          title="Non hai carte salvate"
          description="Salva una carta per pagare più in fretta i prossimi ordini."
          action={addButton}
        />
      ) : (
        <>
          <CardRows>
            {auths.map((auth) => (
              <li key={auth.paymentAuthId}>
                <div>
                  <h2>{cardName(auth)}</h2>
                  <p>
                    {auth.holder ? `${auth.holder} · ` : ''}Scadenza {auth.expireDate}
                    {auth.defaultAuth ? ' · predefinita' : ''}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Rimuovi la carta ${cardName(auth)}`}
                  onClick={(event) => {
                    deleting.ask(auth, event.currentTarget);
                  }}
                >
                  Rimuovi
                </Button>
              </li>
            ))}
          </CardRows>
          <Actions>{addButton}</Actions>
        </>
      )}
      <ConfirmDialog
        open={deleting.item !== null}
        title="Rimuovere la carta?"
        description={
          deleting.item
            ? `La carta ${cardName(deleting.item)} non potrà più essere usata per pagare, finché non la salverai di nuovo.`
            : ''
        }
        confirmLabel="Rimuovi la carta"
        busy={remove.isPending}
        onConfirm={() =>
          deleting.item && remove.mutate({ payment_auth_id: deleting.item.paymentAuthId })
        }
        onCancel={deleting.close}
      />
    </>
  );
}

import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';

import { normalizeTaxCode, type RegisterForm, type RegisterFormInput } from '@carrello/core';
import { useB2bLookupUser } from '@carrello/hooks';
import { Button, Field, TextInput } from '@carrello/ui';

import { AlertText as Alert } from '../shell/alert-text';
import { capitals } from './capitals';
import { RETAILER } from './retailer';

/**
 * The loyalty card of a sign-up and its holder's codice fiscale or Partita IVA, with "Verifica la
 * carta": whether the card belongs to a customer and already has an account.
 */
export function RegisterCard({
  form,
}: {
  form: UseFormReturn<RegisterFormInput, unknown, RegisterForm>;
}) {
  const {
    register,
    control,
    trigger,
    clearErrors,
    getValues,
    formState: { errors },
  } = form;
  const [lookup, setLookup] = useState({ card: '', piva_cf: '' });
  const cardLookup = useB2bLookupUser(RETAILER, lookup);
  const [card, fiscalCode] = useWatch({ control, name: ['card', 'fiscalCode'] });
  const lookupCurrent =
    lookup.card === card.trim() &&
    lookup.piva_cf === normalizeTaxCode(fiscalCode) &&
    lookup.card !== '';

  const checkCard = async () => {
    // Only the card's two fields answer, the rest of the form waits for "Crea l’account".
    clearErrors();
    if (!(await trigger(['card', 'fiscalCode']))) return;
    const values = getValues();
    setLookup({ card: values.card.trim(), piva_cf: normalizeTaxCode(values.fiscalCode) });
  };

  return (
    <fieldset>
      <legend>La tua carta</legend>
      <Field label="Numero della carta fedeltà" required error={errors.card?.message}>
        <TextInput inputMode="numeric" autoComplete="off" {...register('card')} />
      </Field>
      <Field
        label="Codice fiscale o Partita IVA del titolare"
        required
        error={errors.fiscalCode?.message}
      >
        <TextInput autoComplete="off" {...capitals(register('fiscalCode'))} />
      </Field>
      <Button
        type="button"
        variant="secondary"
        onClick={() => void checkCard()}
        loading={cardLookup.isFetching}
      >
        Verifica la carta
      </Button>
      <div role="status">
        {lookupCurrent && cardLookup.data ? (
          cardLookup.data.found ? (
            cardLookup.data.user?.registered ? (
              <Alert>
                Questa carta ha già un account ({cardLookup.data.user.maskedEmail}).{' '}
                <Link to="/login">Accedi</Link>
              </Alert>
            ) : (
              <p>
                {cardLookup.data.user?.firstName
                  ? `Carta trovata, intestata a ${cardLookup.data.user.firstName}.`
                  : 'Carta trovata.'}{' '}
                Completa la registrazione qui sotto.
              </p>
            )
          ) : (
            <Alert>Carta fedeltà e codice fiscale non corrispondono a nessun cliente.</Alert>
          )
        ) : null}
        {lookupCurrent && cardLookup.isError ? <Alert>{cardLookup.error.message}</Alert> : null}
      </div>
    </fieldset>
  );
}

import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';

import { isValidLoyaltyCard, normalizeLoyaltyCard } from '@carrello/core';
import { serverFormErrors, useUpdateUserDetail } from '@carrello/hooks';
import { Button, Field, TextInput } from '@carrello/ui';

import { AlertText } from '../shell/alert-text';
import { REQUIRED, focusField } from './person-fields';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 480px;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** The card number field's message for a malformed number (core rule: 8 to 20 digits). */
export const CARD_FORMAT = 'Il numero della carta ha da 8 a 20 cifre';

/**
 * The loyalty card of the profile: link a card by its number, change it, or
 * unlink it. What was typed stays in the field when the server refuses it (a card of another
 * account).
 */
export function LoyaltyCardForm({ card }: { card: string | null }) {
  const [number, setNumber] = useState(card ?? '');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<'linked' | 'unlinked' | null>(null);
  const update = useUpdateUserDetail({
    onSuccess: (detail) => setSaved(detail.fidelityCard ? 'linked' : 'unlinked'),
  });
  const server = serverFormErrors(update.error);
  const fieldError = error ?? server.fields.fidelityCard;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    update.reset();
    const value = normalizeLoyaltyCard(number);
    const found = !value ? REQUIRED : !isValidLoyaltyCard(value) ? CARD_FORMAT : undefined;
    setError(found);
    if (found) return focusField('fidelityCard');
    update.mutate({ fidelityCard: value });
  };
  const unlink = () => {
    setSaved(null);
    setError(undefined);
    update.reset();
    update.mutate({ fidelityCard: null }, { onSuccess: () => setNumber('') });
  };
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Carta fedeltà">
      <p>
        {card ? (
          <>
            Carta fedeltà: <strong>{card}</strong>
          </>
        ) : (
          'Nessuna carta collegata: inserisci il numero stampato sulla tua carta.'
        )}
      </p>
      <Field
        label="Numero della carta fedeltà"
        required
        description="Da 8 a 20 cifre, senza spazi"
        error={fieldError}
      >
        <TextInput
          name="fidelityCard"
          inputMode="numeric"
          autoComplete="off"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
      </Field>
      <div role="status">
        {saved === 'linked' ? <p>Carta fedeltà collegata.</p> : null}
        {saved === 'unlinked' ? <p>Carta fedeltà scollegata.</p> : null}
      </div>
      {server.form && !server.fields.fidelityCard ? (
        <AlertText role="alert">{server.form}</AlertText>
      ) : null}
      <Buttons>
        <Button type="submit" variant="secondary" loading={update.isPending}>
          {card ? 'Cambia la carta' : 'Collega la carta'}
        </Button>
        {card ? (
          <Button type="button" variant="ghost" onClick={unlink} disabled={update.isPending}>
            Scollega la carta
          </Button>
        ) : null}
      </Buttons>
    </Form>
  );
}

import { useState } from 'react';
import { styled } from 'styled-components';

import { loyaltyCardFormSchema } from '@carrello/core';
import { serverFormErrors, useUpdateUserDetail } from '@carrello/hooks';
import { Button, Field, TextInput } from '@carrello/ui';

import { AlertText } from '../shell/alert-text';
import { useFormDraft } from '../forms/form-drafts';
import { useMutationForm } from '../forms/use-mutation-form';

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

/**
 * The loyalty card of the profile: link a card by its number, change it, or
 * unlink it. What was typed stays in the field when the server refuses it (a card of another
 * account).
 */
export function LoyaltyCardForm({ card }: { card: string | null }) {
  const [saved, setSaved] = useState<'linked' | 'unlinked' | null>(null);
  const update = useUpdateUserDetail({
    onSuccess: (detail) => setSaved(detail.fidelityCard ? 'linked' : 'unlinked'),
  });
  const {
    register,
    submit,
    setValue,
    clearErrors,
    getValues,
    reset,
    formState: { errors },
  } = useMutationForm(loyaltyCardFormSchema, {
    defaultValues: { fidelityCard: card ?? '' },
    mutation: update,
    serverFields: { fidelityCard: ['fidelityCard'] },
  });
  useFormDraft({ getValues, reset }, 'carta-fedelta');
  const server = serverFormErrors(update.error);
  const unlink = () => {
    setSaved(null);
    clearErrors();
    update.reset();
    update.mutate({ fidelityCard: null }, { onSuccess: () => setValue('fidelityCard', '') });
  };
  return (
    <Form
      onSubmit={(event) => {
        setSaved(null);
        update.reset();
        void submit(event);
      }}
      noValidate
      aria-label="Carta fedeltà"
    >
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
        error={errors.fidelityCard?.message}
      >
        <TextInput inputMode="numeric" autoComplete="off" {...register('fidelityCard')} />
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

import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';

import { useMealTicketLogin, useUpdateMealTicketData } from '@carrello/hooks';
import type { MealTicketType } from '@carrello/sdk';
import { Button, Field, TextInput } from '@carrello/ui';

import { AlertText } from '../shell/alert-text';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 420px;
`;

/** A failed step's message, read out when it appears. */
export const StepError = AlertText;

interface SignInProps {
  type: MealTicketType;
}

/**
 * Edenred signs in on its own page (docs/requirements/payments.md `edenred/login`): the storefront asks for the
 * page's address and sends the shopper there; the page brings them back to `/payment`.
 */
function EdenredSignIn({ type }: SignInProps) {
  const login = useMealTicketLogin({
    onSuccess: (data) => {
      if ('loginUrl' in data && data.loginUrl) window.location.assign(data.loginUrl);
    },
  });
  return (
    <>
      <p>Accedi con le credenziali di {type.name}: torni qui subito dopo.</p>
      {login.isError ? (
        <StepError role="alert">
          Non è stato possibile aprire l’accesso a {type.name}: {login.error.message}
        </StepError>
      ) : null}
      <div>
        <Button
          loading={login.isPending || login.isSuccess}
          onClick={() => login.mutate({ provider: 'edenred', payment_type_id: type.paymentTypeId })}
        >
          Accedi a {type.name}
        </Button>
      </div>
    </>
  );
}

/** Day signs in with the shopper's Day credentials (docs/requirements/payments.md `day/login`, user and pwd). */
function DaySignIn({ type }: SignInProps) {
  const [user, setUser] = useState('');
  const [pwd, setPwd] = useState('');
  const [missing, setMissing] = useState(false);
  const login = useMealTicketLogin({ onSuccess: () => setPwd('') });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = !user.trim() || !pwd;
    setMissing(incomplete);
    if (!incomplete) login.mutate({ provider: 'day', user: user.trim(), pwd });
  };
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={`Accedi a ${type.name}`}>
      <Field
        label={`Utente ${type.name}`}
        required
        error={missing && !user.trim() ? 'Indica il tuo utente' : undefined}
      >
        <TextInput
          autoComplete="username"
          value={user}
          maxLength={100}
          onChange={(event) => setUser(event.target.value)}
        />
      </Field>
      <Field
        label={`Password ${type.name}`}
        required
        error={missing && !pwd ? 'Indica la password' : undefined}
      >
        <TextInput
          type="password"
          autoComplete="current-password"
          value={pwd}
          maxLength={128}
          onChange={(event) => setPwd(event.target.value)}
        />
      </Field>
      {login.isError ? (
        <StepError role="alert">
          Accesso a {type.name} non riuscito: {login.error.message}
        </StepError>
      ) : null}
      <div>
        <Button type="submit" loading={login.isPending}>
          Accedi a {type.name}
        </Button>
      </div>
    </Form>
  );
}

/** Pluxee (Sodexo) is used with the card number, saved through `update-data` (docs/requirements/payments.md). */
function SodexoSignIn({ type }: SignInProps) {
  const [card, setCard] = useState('');
  const [invalid, setInvalid] = useState(false);
  const update = useUpdateMealTicketData();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const digits = card.replace(/\s/g, '');
    const wrong = !/^[0-9]{8,19}$/.test(digits);
    setInvalid(wrong);
    if (!wrong)
      update.mutate({ payment_type_id: type.paymentTypeId, body: { cardNumber: digits } });
  };
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={`Collega la carta ${type.name}`}>
      <Field
        label={`Numero della carta ${type.name}`}
        required
        error={invalid ? 'Il numero della carta ha da 8 a 19 cifre' : undefined}
      >
        <TextInput
          inputMode="numeric"
          autoComplete="off"
          value={card}
          maxLength={23}
          onChange={(event) => setCard(event.target.value)}
        />
      </Field>
      {update.isError ? (
        <StepError role="alert">Carta non collegata: {update.error.message}</StepError>
      ) : null}
      <div>
        <Button type="submit" loading={update.isPending}>
          Collega la carta
        </Button>
      </div>
    </Form>
  );
}

/** How the shopper signs in to a meal-voucher provider from the web. */
export function MealVoucherSignIn({ type }: SignInProps) {
  switch (type.provider) {
    case 'edenred':
      return <EdenredSignIn type={type} />;
    case 'day':
      return <DaySignIn type={type} />;
    case 'sodexo':
      return <SodexoSignIn type={type} />;
    case 'pellegrini':
      // docs/requirements/payments.md: Pellegrini signs in through its mobile app's redirect only.
      return <p>Per usare i buoni {type.name} accedi dall’app Carrello sul telefono.</p>;
  }
}

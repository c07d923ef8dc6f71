import { styled } from 'styled-components';

import { mealVoucherCardFormSchema, mealVoucherSignInFormSchema } from '@carrello/core';
import { useMealTicketLogin, useUpdateMealTicketData } from '@carrello/hooks';
import type { MealTicketType } from '@carrello/sdk';
import { Button, Field, TextInput } from '@carrello/ui';

import { useSchemaForm } from '../forms/use-schema-form';
import { AlertText } from '../shell/alert-text';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 420px;
`;

/** A provider's or the server's message as a sentence of its own: it ends with a full stop. */
export function asSentence(message: string): string {
  const text = message.trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** A failed step's message, read out when it appears, in the type of the fields' errors. */
export const StepError = styled(AlertText)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

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
          Non è stato possibile aprire l’accesso a {type.name}. {asSentence(login.error.message)}
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
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useSchemaForm(mealVoucherSignInFormSchema, {
    // After a first try, a field's message goes as soon as it is filled in.
    reValidateMode: 'onChange',
    defaultValues: { user: '', pwd: '' },
  });
  // The password is not kept once Day has taken it.
  const login = useMealTicketLogin({ onSuccess: () => resetField('pwd') });
  const submit = handleSubmit(({ user, pwd }) => login.mutate({ provider: 'day', user, pwd }));
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={`Accedi a ${type.name}`}>
      <Field label={`Utente ${type.name}`} required error={errors.user?.message}>
        <TextInput autoComplete="username" maxLength={100} {...register('user')} />
      </Field>
      <Field label={`Password ${type.name}`} required error={errors.pwd?.message}>
        <TextInput
          type="password"
          autoComplete="current-password"
          maxLength={128}
          {...register('pwd')}
        />
      </Field>
      {login.isError ? (
        <StepError role="alert">
          Accesso a {type.name} non riuscito. {asSentence(login.error.message)}
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(mealVoucherCardFormSchema, {
    // After a first try, a field's message goes as soon as it is filled in.
    reValidateMode: 'onChange',
    defaultValues: { cardNumber: '' },
  });
  const update = useUpdateMealTicketData();
  const submit = handleSubmit(({ cardNumber }) =>
    update.mutate({ payment_type_id: type.paymentTypeId, body: { cardNumber } }),
  );
  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Collega la carta ${type.name}`}
    >
      <Field label={`Numero della carta ${type.name}`} required error={errors.cardNumber?.message}>
        <TextInput
          inputMode="numeric"
          autoComplete="off"
          maxLength={23}
          {...register('cardNumber')}
        />
      </Field>
      {update.isError ? (
        <StepError role="alert">Carta non collegata. {asSentence(update.error.message)}</StepError>
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

import { styled } from 'styled-components';

import { anonymousOrdersFormSchema } from '@carrello/core';
import { useRequestAnonOrderAccess } from '@carrello/hooks';
import { Button, Field, TextInput } from '@carrello/ui';

import { ServerFormAlert } from '../forms/server-form-alert';
import { useFocusOnSuccess } from '../forms/use-focus-on-success';
import { useMutationForm } from '../forms/use-mutation-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 460px;
`;

/**
 * Asks for the e-mailed link that opens an order placed without an account: the e-mail the order
 * was placed with and its number; once sent, says so in place of the form.
 */
export function AnonymousOrdersForm() {
  const request = useRequestAnonOrderAccess();
  const {
    register,
    submit,
    formState: { errors },
  } = useMutationForm(anonymousOrdersFormSchema, {
    defaultValues: { email: '', orderId: '' },
    mutation: request,
    serverFields: { email: ['e_mail'], orderId: ['order_id'] },
  });
  if (request.isSuccess) return <RequestSent />;
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Field label="E-mail" required error={errors.email?.message}>
        <TextInput type="email" {...register('email')} />
      </Field>
      <Field label="Numero d’ordine" required error={errors.orderId?.message}>
        <TextInput inputMode="numeric" {...register('orderId')} />
      </Field>
      <ServerFormAlert error={request.error} />
      <Button type="submit" loading={request.isPending}>
        Ricevi il link
      </Button>
    </Form>
  );
}

/**
 * The link sent, in place of the form: the message takes the focus the form had, and is read
 * then; it is no live region, which would read it a second time.
 */
function RequestSent() {
  const message = useFocusOnSuccess<HTMLParagraphElement>();
  return (
    <p ref={message} tabIndex={-1}>
      Ti abbiamo inviato il link per vedere l’ordine.
    </p>
  );
}

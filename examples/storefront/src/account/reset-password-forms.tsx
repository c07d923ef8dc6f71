import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import {
  PASSWORD_LENGTH,
  passwordResetFormSchema,
  passwordResetRequestFormSchema,
} from '@carrello/core';
import { useRequestPasswordReset, useResetPassword } from '@carrello/hooks';
import { Button, Field, TextInput } from '@carrello/ui';

import { ServerFormAlert } from '../forms/server-form-alert';
import { setServerErrors } from '../forms/set-server-errors';
import { useSchemaForm } from '../forms/use-schema-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 460px;
`;

/** Asks for the e-mailed reset link, then goes to the "check your mail" page. */
export function ResetPasswordRequestForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm(passwordResetRequestFormSchema, { defaultValues: { email: '' } });
  const request = useRequestPasswordReset({
    onSuccess: () => void navigate('/reset-password-sent'),
    onError: (error) => setServerErrors(error, setError, { email: ['e_mail'] }),
  });
  const submit = handleSubmit(({ email }) => {
    request.mutate({ e_mail: email });
  });
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Field label="E-mail" required error={errors.email?.message}>
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      <ServerFormAlert error={request.error} />
      <Button type="submit" loading={request.isPending}>
        Invia il link
      </Button>
    </Form>
  );
}

/** Props of {@link ResetPasswordForm}: the account and the token of the e-mailed link. */
interface ResetPasswordFormProps {
  /** The e-mail of the account the link resets. */
  email: string;
  /** The single-use token of the link. */
  token: string;
}

/** The new password of a reset link; the password stays typed when the link is refused. */
export function ResetPasswordForm({ email, token }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm(passwordResetFormSchema, { defaultValues: { password: '' } });
  const reset = useResetPassword({
    onSuccess: () => void navigate('/reset-password-completed'),
    onError: (error) => setServerErrors(error, setError, { password: ['password'] }),
  });
  const submit = handleSubmit(({ password }) => {
    reset.mutate({ e_mail: email, token, password });
  });
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Field
        label="Nuova password"
        required
        description={`Almeno ${String(PASSWORD_LENGTH.min)} caratteri.`}
        error={errors.password?.message}
      >
        <TextInput type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <ServerFormAlert error={reset.error} />
      <Button type="submit" loading={reset.isPending}>
        Salva la password
      </Button>
    </Form>
  );
}

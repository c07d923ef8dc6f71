import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import {
  PASSWORD_LENGTH,
  passwordResetFormSchema,
  passwordResetRequestFormSchema,
  type PasswordResetForm as PasswordResetFormOutput,
  type PasswordResetFormInput,
  type PasswordResetRequestForm as PasswordResetRequestFormOutput,
  type PasswordResetRequestFormInput,
} from '@carrello/core';
import { serverFormErrors, useRequestPasswordReset, useResetPassword } from '@carrello/hooks';
import { Button, Field, TextInput } from '@carrello/ui';

import { AlertText as Alert } from '../shell/alert-text';
import { setServerErrors } from './set-server-errors';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 460px;
`;

const requestResolver = zodResolver(passwordResetRequestFormSchema);
const resetResolver = zodResolver(passwordResetFormSchema);

/** Asks for the e-mailed reset link, then goes to the "check your mail" page. */
export function ResetPasswordRequestForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordResetRequestFormInput, unknown, PasswordResetRequestFormOutput>({
    resolver: requestResolver,
    // A message stays until the next try, as the server's do.
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset({
    onSuccess: () => void navigate('/reset-password-sent'),
    onError: (error) => setServerErrors(error, setError, { email: ['e_mail'] }),
  });
  const server = serverFormErrors(request.error);
  const submit = handleSubmit(({ email }) => {
    request.mutate({ e_mail: email });
  });
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Field label="E-mail" required error={errors.email?.message}>
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      {server.form ? <Alert role="alert">{server.form}</Alert> : null}
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
  } = useForm<PasswordResetFormInput, unknown, PasswordResetFormOutput>({
    resolver: resetResolver,
    // A message stays until the next try, as the server's do.
    reValidateMode: 'onSubmit',
    defaultValues: { password: '' },
  });
  const reset = useResetPassword({
    onSuccess: () => void navigate('/reset-password-completed'),
    onError: (error) => setServerErrors(error, setError, { password: ['password'] }),
  });
  const server = serverFormErrors(reset.error);
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
      {server.form ? <Alert role="alert">{server.form}</Alert> : null}
      <Button type="submit" loading={reset.isPending}>
        Salva la password
      </Button>
    </Form>
  );
}

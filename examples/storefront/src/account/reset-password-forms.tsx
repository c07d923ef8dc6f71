import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import { passwordResetFormSchema, passwordResetRequestFormSchema } from '@carrello/core';
import { serverFormErrors, useRequestPasswordReset, useResetPassword } from '@carrello/hooks';
import { isEbsnError } from '@carrello/sdk';
import { Button, Field, TextInput } from '@carrello/ui';

import { NewPasswordField, PasswordRules } from './password-rules';
import { AlertText } from '../shell/alert-text';
import { ServerFormAlert } from '../forms/server-form-alert';
import { useMutationForm } from '../forms/use-mutation-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 460px;
`;

/** Asks for the e-mailed reset link, then goes to the "check your mail" page. */
export function ResetPasswordRequestForm() {
  const navigate = useNavigate();
  const request = useRequestPasswordReset({
    onSuccess: () => void navigate('/reset-password-sent'),
  });
  const {
    register,
    submit,
    formState: { errors },
  } = useMutationForm(passwordResetRequestFormSchema, {
    defaultValues: { email: '' },
    mutation: request,
    serverFields: { email: ['e_mail'] },
    toVariables: ({ email }) => ({ e_mail: email }),
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

/** What the form says when the server refuses the link itself, not the password. */
const LINK_REFUSED = 'Il link per reimpostare la password non è valido o è scaduto.';

/**
 * Whether the server refused the e-mailed link rather than the password: a refusal with no message
 * on the password (a used or expired token, or a link cut short: docs/requirements/account.md),
 * not a pause asked for (429) nor a server failure.
 */
function isLinkRefused(error: unknown): boolean {
  return (
    isEbsnError(error) &&
    error.httpStatus !== 429 &&
    error.httpStatus < 500 &&
    !serverFormErrors(error).fields.password
  );
}

/**
 * The new password of a reset link, with the password rules of sign-up; the password stays typed
 * when the link is refused, and a refused link offers a new one.
 */
export function ResetPasswordForm({ email, token }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const rulesId = useId();
  const reset = useResetPassword({
    onSuccess: () => void navigate('/reset-password-completed'),
  });
  const {
    register,
    control,
    submit,
    formState: { errors },
  } = useMutationForm(passwordResetFormSchema, {
    defaultValues: { password: '' },
    mutation: reset,
    serverFields: { password: ['password'] },
    toVariables: (value) => ({ e_mail: email, token, password: value.password }),
  });
  const password = useWatch({ control, name: 'password' });
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <NewPasswordField
        label="Nuova password"
        rulesId={rulesId}
        error={errors.password?.message}
        {...register('password')}
      />
      {/* The rules are shown before typing, as at sign-up (docs/requirements/validation.md). */}
      <PasswordRules id={rulesId} password={password} />
      {isLinkRefused(reset.error) ? (
        <div>
          <AlertText role="alert">{serverFormErrors(reset.error).form ?? LINK_REFUSED}</AlertText>
          <Link to="/reset-password-request">Richiedi un nuovo link</Link>
        </div>
      ) : (
        <ServerFormAlert error={reset.error} />
      )}
      <Button type="submit" loading={reset.isPending}>
        Salva la password
      </Button>
    </Form>
  );
}

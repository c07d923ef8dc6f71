import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

import { passwordChangeFormSchema, type PasswordChangeFormInput } from '@carrello/core';
import { useUpdatePassword } from '@carrello/hooks';
import { Button, Field, TextInput } from '@carrello/ui';

import { NewPasswordField, PasswordRules } from './password-rules';
import { ServerFormAlert } from '../forms/server-form-alert';
import { setServerErrors } from '../forms/set-server-errors';
import { useSchemaForm } from '../forms/use-schema-form';
import { setWrongCurrentPassword, wrongCurrentPassword } from '../forms/wrong-current-password';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 480px;
`;

const EMPTY: PasswordChangeFormInput = { old_password: '', new_password: '', repeat: '' };

/** The password change of the profile: the rules shown first, the new password typed twice. */
export function PasswordChangeForm() {
  const rulesId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useSchemaForm(passwordChangeFormSchema, {
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control, name: 'new_password' });
  const update = useUpdatePassword({
    onSuccess: () => reset(EMPTY),
    onError: (error) => {
      setServerErrors(error, setError, {
        old_password: ['old_password'],
        new_password: ['new_password'],
      });
      setWrongCurrentPassword(error, setError, 'old_password');
    },
  });
  const submit = handleSubmit(({ old_password, new_password }) => {
    update.mutate({ old_password, new_password });
  });
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Cambia la password">
      <Field label="Password attuale" required error={errors.old_password?.message}>
        <TextInput type="password" autoComplete="current-password" {...register('old_password')} />
      </Field>
      <PasswordRules id={rulesId} password={newPassword} />
      <NewPasswordField
        label="Nuova password"
        rulesId={rulesId}
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      <Field label="Ripeti la nuova password" required error={errors.repeat?.message}>
        <TextInput type="password" autoComplete="new-password" {...register('repeat')} />
      </Field>
      {/* A wrong current password shows under its field instead. */}
      <ServerFormAlert error={wrongCurrentPassword(update.error) ? null : update.error} />
      <div role="status">{update.isSuccess ? <p>Password aggiornata.</p> : null}</div>
      <Button type="submit" loading={update.isPending}>
        Salva la nuova password
      </Button>
      <Link to="/profile/profile-update">Torna ai miei dati</Link>
    </Form>
  );
}

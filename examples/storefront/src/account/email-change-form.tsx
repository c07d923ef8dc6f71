import { useState } from 'react';
import { styled } from 'styled-components';

import { emailChangeFormSchema } from '@carrello/core';
import { useUpdateEmail } from '@carrello/hooks';
import { Button, Field, TextInput } from '@carrello/ui';

import { useFormDraft } from '../forms/form-drafts';
import { ServerFormAlert } from '../forms/server-form-alert';
import { useMutationForm } from '../forms/use-mutation-form';
import { wrongCurrentPassword } from '../forms/wrong-current-password';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 480px;
`;

/**
 * The e-mail change of the profile: the new address and the current password; the change takes
 * effect from the link mailed to the new address, the current one stays valid until then.
 */
export function EmailChangeForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const update = useUpdateEmail({
    onSuccess: (_, variables) => setSentTo(variables.new_email),
  });
  const {
    register,
    submit,
    getValues,
    reset,
    formState: { errors },
  } = useMutationForm(emailChangeFormSchema, {
    defaultValues: { new_email: '', password: '' },
    mutation: update,
    serverFields: { new_email: ['new_email'], password: ['password'] },
    currentPassword: 'password',
  });
  // The new address survives a sign-in after an ended session; the password never leaves.
  useFormDraft({ getValues, reset }, 'email');
  return (
    <Form
      onSubmit={(event) => {
        setSentTo(null);
        void submit(event);
      }}
      noValidate
      aria-label="Cambia l’e-mail"
    >
      <Field label="Nuovo indirizzo e-mail" required error={errors.new_email?.message}>
        <TextInput type="email" autoComplete="email" {...register('new_email')} />
      </Field>
      <Field label="Password attuale" required error={errors.password?.message}>
        <TextInput type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <div role="status">
        {sentTo ? (
          <p>
            Ti abbiamo inviato un link a {sentTo}: aprilo per completare la modifica. Fino ad allora
            resta valido l’indirizzo attuale.
          </p>
        ) : null}
      </div>
      {/* A wrong current password shows under its field instead. */}
      <ServerFormAlert error={wrongCurrentPassword(update.error) ? null : update.error} />
      <Button type="submit" variant="secondary" loading={update.isPending}>
        Cambia l’e-mail
      </Button>
    </Form>
  );
}

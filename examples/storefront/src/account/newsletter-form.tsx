import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import { newsletterSubscriptionFormSchema } from '@carrello/core';
import { useSubscribeNewsletter } from '@carrello/hooks';
import { Button, Checkbox, Field, TextInput } from '@carrello/ui';

import { ServerFormAlert } from '../forms/server-form-alert';
import { useMutationForm } from '../forms/use-mutation-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 460px;
`;

/**
 * The newsletter sign-up of the Communication page: the e-mail, which the footer's form may
 * bring, and the privacy consent that enables "Iscriviti".
 */
export function NewsletterForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const subscribe = useSubscribeNewsletter({
    onSuccess: () => void navigate('/ricevi-le-comunicazioni/thankyou'),
  });
  const {
    register,
    control,
    submit,
    formState: { errors },
  } = useMutationForm(newsletterSubscriptionFormSchema, {
    defaultValues: { email, privacy: false },
    mutation: subscribe,
    serverFields: { email: ['email'] },
  });
  const privacy = useWatch({ control, name: 'privacy' });
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <Field label="E-mail" required error={errors.email?.message}>
        {/* The value is in the server's HTML too, for a page opened before the scripts run. */}
        <TextInput type="email" autoComplete="email" defaultValue={email} {...register('email')} />
      </Field>
      <Checkbox
        label={
          <>
            Ho letto l’
            <Link to="/page/privacy-policy" target="_blank">
              informativa sulla privacy
            </Link>{' '}
            e acconsento a ricevere comunicazioni
          </>
        }
        {...register('privacy')}
      />
      <ServerFormAlert error={subscribe.error} />
      <Button type="submit" disabled={!privacy} loading={subscribe.isPending}>
        Iscriviti
      </Button>
    </Form>
  );
}

import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import { personalDataFormSchema, type PersonalDataFormInput } from '@carrello/core';
import { useUpdateUserDetail } from '@carrello/hooks';
import { isEbsnError } from '@carrello/sdk';
import { Button, Field, TextInput } from '@carrello/ui';

import { setServerErrors } from '../forms/set-server-errors';
import { useSchemaForm } from '../forms/use-schema-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 480px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** The personal data of the profile: name, surname and the mobile phone the profile requires. */
export function PersonalDataForm(initial: PersonalDataFormInput) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm(personalDataFormSchema, {
    defaultValues: initial,
  });
  const update = useUpdateUserDetail({
    onError: (error) => {
      // A refusal naming fields stays on the form; any other failure has its own page.
      if (!isEbsnError(error) || !error.errors.some((message) => message.field)) {
        void navigate('/profile/profile-update-error');
        return;
      }
      setServerErrors(error, setError, {
        firstName: ['firstName'],
        lastName: ['lastName'],
        prefix: ['prefix'],
        phone: ['phone'],
      });
    },
  });
  const submit = handleSubmit((value) => {
    update.mutate(value);
  });
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Dati personali">
      <Field label="Nome" required error={errors.firstName?.message}>
        <TextInput autoComplete="given-name" {...register('firstName')} />
      </Field>
      <Field label="Cognome" required error={errors.lastName?.message}>
        <TextInput autoComplete="family-name" {...register('lastName')} />
      </Field>
      <Row>
        <Field label="Prefisso" error={errors.prefix?.message}>
          <TextInput autoComplete="tel-country-code" {...register('prefix')} />
        </Field>
        <Field
          label="Cellulare"
          required
          description="Un numero di cellulare, es. 347 123 4567"
          error={errors.phone?.message}
        >
          <TextInput type="tel" autoComplete="tel-national" {...register('phone')} />
        </Field>
      </Row>
      <div role="status">{update.isSuccess ? <p>Dati salvati.</p> : null}</div>
      <Button type="submit" loading={update.isPending}>
        Salva i dati
      </Button>
    </Form>
  );
}

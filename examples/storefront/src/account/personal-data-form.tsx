import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import { personalDataFormSchema, type PersonalDataFormInput } from '@carrello/core';
import { useUpdateUserDetail } from '@carrello/hooks';
import { isEbsnError } from '@carrello/sdk';
import { Button } from '@carrello/ui';

import { useMutationForm } from '../forms/use-mutation-form';
import { PersonFields } from './person-fields';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 480px;
`;

/** The personal data of the profile: name, surname and the mobile phone the profile requires. */
export function PersonalDataForm(initial: PersonalDataFormInput) {
  const navigate = useNavigate();
  const update = useUpdateUserDetail({
    onError: (error) => {
      // A refusal naming fields stays on the form; any other failure has its own page.
      if (!isEbsnError(error) || !error.errors.some((message) => message.field))
        void navigate('/profile/profile-update-error');
    },
  });
  const {
    register,
    submit,
    formState: { errors },
  } = useMutationForm(personalDataFormSchema, {
    defaultValues: initial,
    mutation: update,
    serverFields: {
      firstName: ['firstName'],
      lastName: ['lastName'],
      prefix: ['prefix'],
      phone: ['phone'],
    },
  });
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Dati personali">
      <PersonFields
        field={(name) => register(name)}
        errorOf={(name) => errors[name]?.message}
        phoneRequired
        phoneDescription="Un numero di cellulare, es. 347 123 4567"
      />
      <div role="status">{update.isSuccess ? <p>Dati salvati.</p> : null}</div>
      <Button type="submit" loading={update.isPending}>
        Salva i dati
      </Button>
    </Form>
  );
}

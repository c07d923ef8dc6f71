import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

import { loginFormSchema } from '@carrello/core';
import { Button, Checkbox, Field, TextInput } from '@carrello/ui';

import { useSchemaForm } from '../forms/use-schema-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 420px;
  padding: ${({ theme }) => theme.space[6]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** What {@link LoginForm} sends: the platform's sign-in fields. */
interface LoginCredentials {
  login: string;
  password: string;
  remember_me: boolean;
}

/** Props of {@link LoginForm}. */
interface LoginFormProps {
  /** The sign-in is on its way. */
  pending: boolean;
  /** Why the last sign-in was refused. */
  error?: string | undefined;
  onSubmit: (credentials: LoginCredentials) => void;
}

/** The sign-in form: e-mail, password and "Ricordami"; both fields are required. */
export function LoginForm({ pending, error, onSubmit }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(loginFormSchema, {
    // After a first try, a field's message goes as soon as it is filled in.
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '', remember_me: true },
  });
  const submit = handleSubmit(({ email, password, remember_me }) => {
    onSubmit({ login: email, password, remember_me });
  });
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Accedi">
      <Field label="E-mail" required error={errors.email?.message}>
        <TextInput type="email" autoComplete="username" {...register('email')} />
      </Field>
      <Field label="Password" required error={errors.password?.message}>
        <TextInput type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <Checkbox label="Ricordami" {...register('remember_me')} />
      {error ? <Error role="alert">{error}</Error> : null}
      <Button type="submit" loading={pending} fullWidth>
        Accedi
      </Button>
      <Link to="/reset-password-request">Hai dimenticato la password?</Link>
      <p>
        Non hai un account? <Link to="/registrati">Registrati</Link>
      </p>
    </Form>
  );
}

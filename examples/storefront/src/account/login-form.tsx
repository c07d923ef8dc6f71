import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

import { Button, Checkbox, Field, TextInput } from '@carrello/ui';

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
export interface LoginCredentials {
  login: string;
  password: string;
  remember_me: boolean;
}

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** The sign-in is on its way. */
  pending: boolean;
  /** Why the last sign-in was refused. */
  error?: string | undefined;
  onSubmit: (credentials: LoginCredentials) => void;
}

/** The sign-in form: e-mail, password and "Ricordami"; both fields are required. */
export function LoginForm({ pending, error, onSubmit }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit({ login: email.trim(), password, remember_me: rememberMe });
  };
  return (
    <Form onSubmit={submit} noValidate aria-label="Accedi">
      <Field
        label="E-mail"
        required
        invalid={missing && !email.trim()}
        error={missing && !email.trim() ? 'Campo obbligatorio' : undefined}
      >
        <TextInput
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field
        label="Password"
        required
        invalid={missing && !password}
        error={missing && !password ? 'Campo obbligatorio' : undefined}
      >
        <TextInput
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Checkbox
        label="Ricordami"
        checked={rememberMe}
        onChange={(event) => setRememberMe(event.currentTarget.checked)}
      />
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

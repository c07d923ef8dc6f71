import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';

import { safeReturnPath } from '@carrello/core';
import { useLogin, useSession } from '@carrello/hooks';
import { Button, Checkbox, Field, TextInput } from '@carrello/ui';

import { Page } from '../shell/page';

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

/** `/login`: sign-in, then back to the protected target (internal paths only). */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // ARCHITECTURE "Security": return-after-login targets are internal paths only.
  const target = safeReturnPath(searchParams.get('redirect'));
  const { data: session } = useSession();
  const login = useLogin({ onSuccess: () => navigate(target, { replace: true }) });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [missing, setMissing] = useState(false);

  if (session?.isAuthenticated && !login.isPending && !login.isSuccess) {
    return <Navigate to={target} replace />;
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    login.mutate({ login: email.trim(), password, remember_me: rememberMe });
  };
  return (
    <Page
      title="Accedi"
      meta={{
        description:
          'Accedi al tuo account per fare la spesa online, ritrovare i tuoi ordini e le tue liste.',
      }}
    >
      <Form onSubmit={onSubmit} noValidate aria-label="Accedi">
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
        {login.isError ? <Error role="alert">{login.error.message}</Error> : null}
        <Button type="submit" loading={login.isPending} fullWidth>
          Accedi
        </Button>
        <Link to="/reset-password-request">Hai dimenticato la password?</Link>
        <p>
          Non hai un account? <Link to="/registrati">Registrati</Link>
        </p>
      </Form>
    </Page>
  );
}

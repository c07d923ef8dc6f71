import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import { safeReturnPath } from '@carrello/core';
import { useLogin, useSession } from '@carrello/hooks';

import { LoginForm } from '../account/login-form';
import { Page } from '../shell/page';

/** `/login`: sign-in, then back to the protected target (internal paths only). */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // ARCHITECTURE "Security": return-after-login targets are internal paths only.
  const target = safeReturnPath(searchParams.get('redirect'));
  const { data: session } = useSession();
  const login = useLogin({ onSuccess: () => navigate(target, { replace: true }) });

  if (session?.isAuthenticated && !login.isPending && !login.isSuccess) {
    return <Navigate to={target} replace />;
  }
  return (
    <Page
      title="Accedi"
      meta={{
        description:
          'Accedi al tuo account per fare la spesa online, ritrovare i tuoi ordini e le tue liste.',
      }}
    >
      <LoginForm
        pending={login.isPending}
        error={login.error?.message}
        onSubmit={(credentials) => login.mutate(credentials)}
      />
    </Page>
  );
}

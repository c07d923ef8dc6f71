import { Link, Navigate } from 'react-router-dom';

import { useSession } from '@carrello/hooks';

import { RegisterForm } from '../account/register-form';
import { RegistrationSent } from '../account/registration-sent';
import { useRegistration } from '../account/use-registration';
import { Page } from '../shell/page';

/**
 * `/registrati`: sign-up of a private customer, with or without the loyalty card, or of a
 * company where the retailer registers business customers (docs/requirements/account.md: `register_user`, then
 * `register_person` with the company).
 */
export function RegisterPage() {
  const { data: session } = useSession();
  const registration = useRegistration();

  if (registration.sentTo)
    return (
      <Page title="Controlla la tua e-mail">
        <RegistrationSent email={registration.sentTo} />
      </Page>
    );
  // A business account signed in but whose company was refused stays here to correct it.
  if (session?.isAuthenticated && !registration.isPending && !registration.hasBusinessAccount)
    return <Navigate to="/profile/dashboard" replace />;

  return (
    <Page title="Registrati">
      <p>
        Hai già un account? <Link to="/login">Accedi</Link>
      </p>
      <RegisterForm registration={registration} />
    </Page>
  );
}

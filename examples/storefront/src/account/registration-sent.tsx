import { useEffect } from 'react';
import { Link } from 'react-router-dom';

import { ResendConfirmation } from './resend-confirmation';

/** After sign-up: where the confirmation went, and "Invia di nuovo". */
export function RegistrationSent({ email }: { email: string }) {
  // The form that had the focus is gone: the page's new heading, "Controlla la tua e-mail", takes
  // it, as after a navigation (docs/requirements/account.md, "Success in place of a form").
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, []);
  return (
    <>
      <p>
        Ti abbiamo inviato un link a <strong>{email}</strong>: aprilo per confermare l’account.
        Finché non lo confermi puoi fare la spesa ma non pagare.
      </p>
      <ResendConfirmation email={email} namesEmail={false} />
      <p>
        <Link to="/profile/profile-update">Completa il profilo</Link> ·{' '}
        <Link to="/">Inizia la spesa</Link>
      </p>
    </>
  );
}

import { Link } from 'react-router-dom';

import { useSession } from '@carrello/hooks';

import { ResendConfirmation } from '../account/resend-confirmation';
import { useConfirmFromLink } from '../account/use-confirm-from-link';
import { AlertText as Alert } from '../shell/alert-text';
import { Page } from '../shell/page';

/** `/profile/profile-confirmed` (open to everyone): confirms the account from the link. */
export function ProfileConfirmedPage() {
  const { confirm, complete, email } = useConfirmFromLink(false);
  const { data: session } = useSession();
  const resendTo = email || session?.user?.email || undefined;
  if (complete && (confirm.isPending || confirm.isIdle))
    return (
      <Page title="Conferma dell’account">
        <p role="status">Stiamo confermando il tuo account…</p>
      </Page>
    );
  if (confirm.isSuccess)
    return (
      <Page title="Profilo confermato">
        <p role="status">
          Grazie! Il tuo account è confermato: ora puoi fare la spesa e pagare online.
        </p>
        <p>
          <Link to="/profile/profile-update">Completa il profilo</Link> ·{' '}
          <Link to="/">Inizia la spesa</Link>
        </p>
      </Page>
    );
  return (
    <Page title="Account non confermato">
      <Alert role="alert">
        {complete
          ? (confirm.error?.message ?? 'Il link di conferma non è valido o è scaduto')
          : 'Il link di conferma è incompleto: aprilo di nuovo dall’e-mail.'}
      </Alert>
      <p>Puoi chiedere un nuovo link di conferma: vale 7 giorni.</p>
      {resendTo ? (
        <ResendConfirmation email={resendTo} />
      ) : (
        <p>
          <Link to="/login">Accedi</Link> per chiedere un nuovo link.
        </p>
      )}
    </Page>
  );
}

import { Link } from 'react-router-dom';

import { useSession } from '@carrello/hooks';

import { ResendConfirmation } from '../account/resend-confirmation';
import { useConfirmFromLink } from '../account/use-confirm-from-link';
import { AlertText as Alert } from '../shell/alert-text';
import { Page } from '../shell/page';

/** `/profile/profile-confirmed` (open to everyone): confirms the account from the link. */
export function ProfileConfirmedPage() {
  const { confirm, complete, email, refusal } = useConfirmFromLink(false);
  const { data: session, isPending: sessionPending } = useSession();
  const resendTo = email || session?.user?.email || undefined;
  // The link works once: opened again by the shopper it confirmed, signed in here, it says the
  // account is confirmed, not that it is not (docs/requirements/account.md).
  const alreadyConfirmed =
    confirm.isError &&
    session?.isConfirmed === true &&
    session.user?.email?.toLowerCase() === email.toLowerCase();
  if (complete && (confirm.isPending || confirm.isIdle || (confirm.isError && sessionPending)))
    return (
      <Page title="Conferma dell’account">
        <p role="status">Stiamo confermando il tuo account…</p>
      </Page>
    );
  if (confirm.isSuccess || alreadyConfirmed)
    return (
      <Page title={alreadyConfirmed ? 'Account già confermato' : 'Profilo confermato'}>
        <p role="status">
          {alreadyConfirmed
            ? 'Il tuo account è già confermato: puoi fare la spesa e pagare online.'
            : 'Grazie! Il tuo account è confermato: ora puoi fare la spesa e pagare online.'}
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
        {refusal('Il link di conferma è incompleto: aprilo di nuovo dall’e-mail.')}
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

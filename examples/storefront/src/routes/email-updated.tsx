import { Link } from 'react-router-dom';

import { isEbsnError } from '@carrello/sdk';

import { Message } from '../account/profile-message';
import { useConfirmFromLink } from '../account/use-confirm-from-link';
import { AlertText as Alert } from '../shell/alert-text';
import { Page } from '../shell/page';

/** `/profile/email-updated` (open to everyone): completes an e-mail change from the link. */
export function EmailUpdatedPage() {
  const { confirm, complete, newEmail, refusal } = useConfirmFromLink(true);
  // The link works once: opened again, the server tells that it changed the address already, and
  // the page says so, not that it is unchanged (docs/requirements/account.md).
  const alreadyUpdated =
    isEbsnError(confirm.error) &&
    confirm.error.errors.some((message) => message.code === 'EMAIL_ALREADY_UPDATED');
  if (complete && (confirm.isPending || confirm.isIdle))
    return (
      <Page title="Modifica dell’e-mail">
        <p role="status">Stiamo aggiornando il tuo indirizzo e-mail…</p>
      </Page>
    );
  if (confirm.isSuccess || alreadyUpdated)
    return (
      <Message title={alreadyUpdated ? 'E-mail già aggiornata' : 'E-mail aggiornata'}>
        <p role="status">
          {alreadyUpdated
            ? `Il tuo indirizzo è già ${newEmail}: usalo per accedere.`
            : `Da ora il tuo indirizzo è ${newEmail}: usalo per accedere.`}
        </p>
      </Message>
    );
  return (
    <Message title="E-mail non aggiornata">
      <Alert role="alert">{refusal('Il link è incompleto: aprilo di nuovo dall’e-mail.')}</Alert>
      <p>
        L’indirizzo non è cambiato. Puoi chiedere una nuova modifica da{' '}
        <Link to="/profile/profile-update">I miei dati</Link>.
      </p>
    </Message>
  );
}

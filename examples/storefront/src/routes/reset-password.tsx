import { Link, useSearchParams } from 'react-router-dom';

import { ResetPasswordForm } from '../account/reset-password-forms';
import { AlertText as Alert } from '../shell/alert-text';
import { Page } from '../shell/page';

/** `/reset-password`: the new password, with the e-mail and token of the link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('e_mail') ?? params.get('email') ?? '';
  const token = params.get('token') ?? '';
  return (
    <Page title="Nuova password">
      {!email || !token ? (
        <>
          <Alert role="alert">Il link non è valido: richiedine uno nuovo.</Alert>
          <Link to="/reset-password-request">Richiedi un nuovo link</Link>
        </>
      ) : (
        <ResetPasswordForm email={email} token={token} />
      )}
    </Page>
  );
}

import { Link } from 'react-router-dom';

import { Page } from '../shell/page';

/** `/reset-password-completed`. */
export function ResetPasswordCompletedPage() {
  return (
    <Page title="Password aggiornata">
      <p>Ora puoi accedere con la nuova password.</p>
      <Link to="/login">Accedi</Link>
    </Page>
  );
}

import { ResetPasswordRequestForm } from '../account/reset-password-forms';
import { Page } from '../shell/page';

/** `/reset-password-request`: asks for the reset link. */
export function ResetPasswordRequestPage() {
  return (
    <Page
      title="Recupera la password"
      meta={{
        description:
          'Hai dimenticato la password? Ricevi per e-mail il link per sceglierne una nuova.',
      }}
    >
      <ResetPasswordRequestForm />
    </Page>
  );
}

import { Page } from '../shell/page';

/** `/reset-password-sent`. */
export function ResetPasswordSentPage() {
  return (
    <Page title="Controlla la posta">
      <p>
        Se l’indirizzo è registrato, ti abbiamo inviato un link per scegliere una nuova password.
      </p>
    </Page>
  );
}

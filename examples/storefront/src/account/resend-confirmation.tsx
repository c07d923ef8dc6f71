import { useResendConfirmation } from '@carrello/hooks';
import { Button } from '@carrello/ui';

import { AlertText as Alert } from '../shell/alert-text';

/** "Invia di nuovo": a new confirmation link to an address still to confirm. */
export function ResendConfirmation({ email }: { email: string | undefined }) {
  const resend = useResendConfirmation();
  if (!email) return null;
  return (
    <div>
      <Button
        variant="secondary"
        loading={resend.isPending}
        onClick={() => resend.mutate({ e_mail: email })}
      >
        Invia di nuovo
      </Button>
      <div role="status">
        {resend.isSuccess ? <p>Ti abbiamo inviato un nuovo link di conferma a {email}.</p> : null}
      </div>
      {resend.isError ? <Alert role="alert">{resend.error.message}</Alert> : null}
    </div>
  );
}

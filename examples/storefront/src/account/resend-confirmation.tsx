import { useResendConfirmation } from '@carrello/hooks';
import { Button } from '@carrello/ui';

import { AlertText as Alert } from '../shell/alert-text';

interface ResendConfirmationProps {
  /** The address still to confirm; nothing shows without it. */
  email: string | undefined;
  /**
   * Whether the confirmation of the new link names the address (the sign-up's own page shows it
   * just above).
   * @default true
   */
  namesEmail?: boolean;
}

/** "Invia di nuovo": a new confirmation link to an address still to confirm. */
export function ResendConfirmation({ email, namesEmail = true }: ResendConfirmationProps) {
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
        {resend.isSuccess ? (
          namesEmail ? (
            <p>Ti abbiamo inviato un nuovo link di conferma a {email}.</p>
          ) : (
            <p>Ti abbiamo inviato un nuovo link di conferma.</p>
          )
        ) : null}
      </div>
      {resend.isError ? <Alert role="alert">{resend.error.message}</Alert> : null}
    </div>
  );
}

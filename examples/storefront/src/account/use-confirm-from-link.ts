import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useConfirmRegistration } from '@carrello/hooks';

/**
 * Runs `registration_confirm` once with the values of the e-mailed link (`e_mail`,
 * `reg_control_code`, and `new_email` for an e-mail change); `complete` tells whether the link
 * has them all, and `refusal(incomplete)` says why the link did not work: the server's reason, or
 * `incomplete` when the link lacks a value.
 */
export function useConfirmFromLink(withNewEmail: boolean) {
  const [params] = useSearchParams();
  const email = params.get('e_mail') ?? '';
  const code = params.get('reg_control_code') ?? '';
  const newEmail = params.get('new_email') ?? '';
  const confirm = useConfirmRegistration();
  const complete = Boolean(email && code && (!withNewEmail || newEmail));
  const started = useRef(false);
  useEffect(() => {
    // Once only: the code is single use (React's strict mode runs effects twice).
    if (!complete || started.current) return;
    started.current = true;
    confirm.mutate({
      e_mail: email,
      reg_control_code: code,
      ...(withNewEmail ? { new_email: newEmail } : {}),
    });
  }, [complete, confirm, email, code, newEmail, withNewEmail]);
  const refusal = (incomplete: string) =>
    complete
      ? (confirm.error?.message ?? 'Il link di conferma non è valido o è scaduto')
      : incomplete;
  return { confirm, complete, email, newEmail, refusal };
}

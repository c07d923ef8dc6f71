import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { DEFAULT_PHONE_PREFIX } from '@carrello/core';
import { useSession, useUserDetail } from '@carrello/hooks';
import { Skeleton } from '@carrello/ui';

import { EmailChangeForm } from '../account/email-change-form';
import { LoyaltyCardForm } from '../account/loyalty-card-form';
import { PasswordChangeForm } from '../account/password-change-form';
import { PersonalDataForm } from '../account/personal-data-form';
import { ProfileSection } from '../account/profile-section';
import { ResendConfirmation } from '../account/resend-confirmation';
import { useConfirmFromLink } from '../account/use-confirm-from-link';
import { AlertText as Alert } from '../shell/alert-text';
import { Page } from '../shell/page';

/**
 * `/profile/profile-update`: confirmation state, name and phone, loyalty card, e-mail change,
 * password link.
 */
export function ProfileUpdatePage() {
  const detail = useUserDetail();
  if (!detail.data)
    return (
      <Page title="I miei dati">
        {detail.error ? (
          <Alert role="alert">{detail.error.message}</Alert>
        ) : (
          <Skeleton height={240} />
        )}
      </Page>
    );
  const data = detail.data;
  return (
    <Page title="I miei dati">
      {data.profileLevel < 1 ? (
        <ProfileSection aria-labelledby="confirm-heading">
          <h2 id="confirm-heading">Conferma il tuo account</h2>
          <p>
            Per pagare online conferma l’indirizzo {data.email} dal link che ti abbiamo inviato e
            indica un numero di cellulare qui sotto.
          </p>
          <ResendConfirmation email={data.email} />
        </ProfileSection>
      ) : null}
      <ProfileSection aria-labelledby="data-heading">
        <h2 id="data-heading">Dati personali</h2>
        <PersonalDataForm
          firstName={data.firstName}
          lastName={data.lastName}
          prefix={data.prefix || DEFAULT_PHONE_PREFIX}
          phone={data.phone ?? ''}
        />
      </ProfileSection>
      <ProfileSection aria-labelledby="card-heading">
        <h2 id="card-heading">Carta fedeltà</h2>
        <LoyaltyCardForm card={data.fidelityCard ?? null} />
      </ProfileSection>
      <ProfileSection aria-labelledby="email-heading">
        <h2 id="email-heading">Indirizzo e-mail</h2>
        <p>Indirizzo attuale: {data.email}</p>
        <EmailChangeForm />
      </ProfileSection>
      <ProfileSection aria-labelledby="password-heading">
        <h2 id="password-heading">Password</h2>
        <p>
          <Link to="/profile/update-password">Cambia la password</Link>
        </p>
      </ProfileSection>
    </Page>
  );
}

/** `/profile/update-password`: the rules shown first, the new password typed twice. */
export function UpdatePasswordPage() {
  return (
    <Page title="Cambia la password">
      <PasswordChangeForm />
    </Page>
  );
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title}>
      {children}
      <p>
        <Link to="/profile/dashboard">Torna al profilo</Link>
      </p>
    </Page>
  );
}

/** `/profile/profile-update-error`: a save that failed for a reason other than a field. */
export function ProfileUpdateErrorPage() {
  return (
    <Message title="Dati non aggiornati">
      <p role="alert">Non è stato possibile salvare i tuoi dati. Riprova tra qualche minuto.</p>
      <p>
        <Link to="/profile/profile-update">Riprova</Link>
      </p>
    </Message>
  );
}

/** `/profile/profile-updated` (open to everyone). */
export function ProfileUpdatedPage() {
  return (
    <Message title="Dati aggiornati">
      <p>I tuoi dati sono stati salvati.</p>
    </Message>
  );
}

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

/** `/profile/email-updated` (open to everyone): completes an e-mail change from the link. */
export function EmailUpdatedPage() {
  const { confirm, complete, newEmail } = useConfirmFromLink(true);
  if (complete && (confirm.isPending || confirm.isIdle))
    return (
      <Page title="Modifica dell’e-mail">
        <p role="status">Stiamo aggiornando il tuo indirizzo e-mail…</p>
      </Page>
    );
  if (confirm.isSuccess)
    return (
      <Message title="E-mail aggiornata">
        <p role="status">Da ora il tuo indirizzo è {newEmail}: usalo per accedere.</p>
      </Message>
    );
  return (
    <Message title="E-mail non aggiornata">
      <Alert role="alert">
        {complete
          ? (confirm.error?.message ?? 'Il link di conferma non è valido o è scaduto')
          : 'Il link è incompleto: aprilo di nuovo dall’e-mail.'}
      </Alert>
      <p>
        L’indirizzo non è cambiato. Puoi chiedere una nuova modifica da{' '}
        <Link to="/profile/profile-update">I miei dati</Link>.
      </p>
    </Message>
  );
}

import { Link } from 'react-router-dom';

import { DEFAULT_PHONE_PREFIX } from '@carrello/core';
import { useUserDetail } from '@carrello/hooks';
import { Skeleton } from '@carrello/ui';

import { EmailChangeForm } from '../account/email-change-form';
import { LoyaltyCardForm } from '../account/loyalty-card-form';
import { PersonalDataForm } from '../account/personal-data-form';
import { ProfileSection } from '../account/profile-section';
import { ResendConfirmation } from '../account/resend-confirmation';
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

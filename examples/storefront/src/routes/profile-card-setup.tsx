import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Skeleton } from '@carrello/ui';

import {
  PAYMENT_METHODS_PATH,
  forgetCardSetup,
  readCardSetup,
  setupReturnPath,
} from '../account/card-setup';
import { paymentProvider, type CardSetup } from '../payments/payment-provider';
import { BackLine } from '../shell/back-line';
import { Page } from '../shell/page';
import { useHydrated } from '../app/use-hydrated';

/** The absolute address the provider returns to after a bank check on its own pages. */
function providerReturnUrl(paymentId: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const url = new URL(`${base}${PAYMENT_METHODS_PATH}`, window.location.origin);
  url.searchParams.set('payment_id', paymentId);
  return url.href;
}

/**
 * `/profile/payment-method/add-card`: saves a card with the provider's own form (Stripe's
 * Payment Element on the SetupIntent of `add-auth`), then goes back to the saved cards, which ask
 * the platform how it ended. Reached from "Aggiungi una carta"; the setup's secret comes from
 * this tab's storage, never from the address bar.
 */
export function CardSetupPage() {
  const navigate = useNavigate();
  const { CardSetupForm } = paymentProvider();
  // Read after hydration: the server has no storage of this tab.
  const hydrated = useHydrated();
  const setup = useMemo<CardSetup | null | undefined>(
    () => (hydrated ? (readCardSetup() ?? null) : undefined),
    [hydrated],
  );
  const back = (
    <BackLine>
      <Link to={PAYMENT_METHODS_PATH} onClick={() => forgetCardSetup()}>
        Annulla e torna ai metodi di pagamento
      </Link>
    </BackLine>
  );
  if (setup === undefined) {
    return (
      <Page title="Salva una carta">
        <div role="status" aria-label="Caricamento del salvataggio della carta">
          <Skeleton height={220} />
        </div>
      </Page>
    );
  }
  if (!setup || !CardSetupForm) {
    return (
      <Page title="Salva una carta">
        <p role="alert">
          Non c’è un salvataggio di carta in corso. Torna ai metodi di pagamento e scegli «Aggiungi
          una carta».
        </p>
        <BackLine>
          <Link to={PAYMENT_METHODS_PATH}>Torna ai metodi di pagamento</Link>
        </BackLine>
      </Page>
    );
  }
  return (
    <Page title="Salva una carta">
      <p>
        Inserisci i dati della carta da usare per i prossimi ordini. La banca può chiederti una
        verifica.
      </p>
      <CardSetupForm
        setup={setup}
        returnUrl={providerReturnUrl(setup.paymentId)}
        onSettled={(status) =>
          void navigate(setupReturnPath(setup.paymentId, status), { replace: true })
        }
      />
      {back}
    </Page>
  );
}

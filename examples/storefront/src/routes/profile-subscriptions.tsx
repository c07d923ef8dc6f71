import { useState } from 'react';

import {
  useAddSubscriptionPlan,
  useDeleteSubscriptionPlan,
  useSubscriptionPlans,
} from '@carrello/hooks';
import type { SubscriptionPlan } from '@carrello/sdk';

import { ConfirmDialog } from '../account/confirm-dialog';
import { Alert, QueryCards } from '../account/profile-cards';
import { StatusLine } from '../rewards/status-line';
import { SubscriptionPlanItem, usePlansInCart } from '../rewards/subscription-plan-item';
import { Page } from '../shell/page';

/** `/profile/i-miei-abbonamenti` (named MySubscriptions): subscribe and unsubscribe (docs/requirements/account.md). */
export function SubscriptionsPage() {
  const plans = useSubscriptionPlans({ details: true });
  const inCart = usePlansInCart();
  const [status, setStatus] = useState<string>();
  const add = useAddSubscriptionPlan({
    onSuccess: () => setStatus('Abbonamento aggiunto al carrello: si attiva con il pagamento.'),
  });
  // Failed, the question closes too, as the storefront's other confirmations do: the alert
  // is on the page, not behind the dialog (docs/requirements/account.md, "Confirmations").
  const remove = useDeleteSubscriptionPlan({
    onSuccess: () => {
      setStatus('Abbonamento annullato.');
      setCancelling(null);
    },
    onError: () => setCancelling(null),
  });
  const [cancelling, setCancelling] = useState<SubscriptionPlan | null>(null);
  const error = add.error ?? remove.error;
  return (
    <Page title="Abbonamenti">
      <StatusLine status={status} />
      {error ? <Alert role="alert">{error.message}</Alert> : null}
      <QueryCards
        query={plans}
        items={(data) => data.subscriptionPlans}
        message="Non è stato possibile caricare gli abbonamenti."
        empty={{ title: 'Nessun abbonamento disponibile' }}
        aria-label="Piani di abbonamento"
      >
        {(plan) => (
          <SubscriptionPlanItem
            key={plan.subscriptionPlanId}
            plan={plan}
            inCart={inCart.has(plan.subscriptionPlanId)}
            adding={add.isPending && add.variables?.subscriptionPlanId === plan.subscriptionPlanId}
            onCancel={() => {
              setStatus(undefined);
              setCancelling(plan);
            }}
            onSubscribe={() => {
              setStatus(undefined);
              remove.reset();
              add.mutate({ subscriptionPlanId: plan.subscriptionPlanId });
            }}
          />
        )}
      </QueryCards>
      <ConfirmDialog
        open={cancelling !== null}
        title={cancelling?.subscribed ? 'Annullare l’abbonamento?' : 'Togliere l’abbonamento?'}
        description={
          cancelling?.subscribed
            ? `L’abbonamento «${cancelling.name}» non sarà più attivo.`
            : `«${cancelling?.name ?? ''}» sarà tolto dal carrello.`
        }
        confirmLabel={cancelling?.subscribed ? 'Annulla abbonamento' : 'Togli'}
        busy={remove.isPending}
        onConfirm={() => {
          add.reset();
          if (cancelling) remove.mutate({ subscriptionPlanId: cancelling.subscriptionPlanId });
        }}
        onCancel={() => setCancelling(null)}
      />
    </Page>
  );
}

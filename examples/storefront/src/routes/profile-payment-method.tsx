import { CardSetupOutcome, useCardSetupReturn } from '../account/card-setup-outcome';
import { SavedCards } from '../account/saved-cards';
import { Page } from '../shell/page';

/** `/profile/payment-method`: the saved cards of every card payment type, add and delete. */
export function PaymentMethodsPage() {
  const returned = useCardSetupReturn();
  return (
    <Page title="Metodi di pagamento">
      {returned ? <CardSetupOutcome params={returned} /> : null}
      <SavedCards />
    </Page>
  );
}

import type { SubscriptionPlan } from '@carrello/sdk';
import { Badge, Button, useCarrelloUi } from '@carrello/ui';

import { Actions, Muted } from '../account/profile-cards';
import { useShopperCart } from '../cart/use-shopper-cart';

/** The plan ids in the cart: a plan is put there as its product until the order is paid. */
export function usePlansInCart(): Set<number> {
  const { data: cart } = useShopperCart();
  const ids = new Set<number>();
  for (const item of cart?.cartItems ?? []) {
    const planId = Number(item.cartItemInfo?.SUBSCRIPTION_PLAN_ID);
    if (planId > 0) ids.add(planId);
  }
  return ids;
}

/** Props of {@link SubscriptionPlanItem}. */
interface SubscriptionPlanItemProps {
  /** The plan shown. */
  plan: SubscriptionPlan;
  /** Whether the plan is in the cart, waiting for the order's payment. */
  inCart: boolean;
  /** Whether the plan is being put in the cart. */
  adding: boolean;
  /** Called when the shopper subscribes to the plan. */
  onSubscribe: () => void;
  /** Called when the shopper cancels the plan or takes it out of the cart. */
  onCancel: () => void;
}

/** A subscription plan's card: name, price, benefits and its subscribe or cancel button. */
export function SubscriptionPlanItem({
  plan,
  inCart,
  adding,
  onSubscribe,
  onCancel,
}: SubscriptionPlanItemProps) {
  const { formatPrice, formatDate } = useCarrelloUi();
  return (
    <li>
      <h2>
        {plan.name} {plan.subscribed ? <Badge variant="success">Attivo</Badge> : null}
        {inCart ? <Badge variant="neutral">Nel carrello</Badge> : null}
      </h2>
      <p>
        {plan.descr} · {formatPrice(plan.price)}
      </p>
      {plan.benefits?.length ? (
        <ul>
          {plan.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      ) : null}
      {plan.subscribed && plan.expireDate ? (
        <Muted>Attivo fino al {formatDate(plan.expireDate)}</Muted>
      ) : null}
      <Actions>
        {plan.subscribed || inCart ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${plan.subscribed ? 'Annulla' : 'Togli dal carrello'} ${plan.name}`}
            onClick={onCancel}
          >
            {plan.subscribed ? 'Annulla abbonamento' : 'Togli dal carrello'}
          </Button>
        ) : (
          <Button
            size="sm"
            loading={adding}
            aria-label={`Abbonati: ${plan.name}`}
            onClick={onSubscribe}
          >
            Abbonati
          </Button>
        )}
      </Actions>
    </li>
  );
}

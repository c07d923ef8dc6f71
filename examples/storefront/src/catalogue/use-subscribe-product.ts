import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

import {
  subscriptionQueries,
  useAddSubscriptionPlan,
  useCarrelloClient,
  useCarrelloContext,
} from '@carrello/hooks';
import type { Product } from '@carrello/sdk';

/**
 * "Aggiungi" of a subscription product (nature 10): subscribes to the product's plan from where
 * the shopper is (docs/requirements/account.md), instead of sending them to the subscriptions page. The plan's
 * success toast comes from the hook; a refusal is shown as an error toast.
 */
export function useSubscribeProduct() {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  const { notify } = useCarrelloContext();
  const { mutateAsync: addPlan } = useAddSubscriptionPlan();
  return useCallback(
    async (product: Product) => {
      try {
        const { subscriptionPlans } = await queryClient.fetchQuery(
          subscriptionQueries.list(client, {}),
        );
        const plan = subscriptionPlans.find((p) => p.productId === product.productId);
        if (!plan) throw new Error('Piano di abbonamento non trovato');
        await addPlan({ subscriptionPlanId: plan.subscriptionPlanId });
      } catch (error) {
        notify?.({
          type: 'error',
          message: error instanceof Error ? error.message : 'Abbonamento non aggiunto',
        });
        throw error;
      }
    },
    [addPlan, client, queryClient, notify],
  );
}

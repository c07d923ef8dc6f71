import { queryOptions } from '@tanstack/react-query';

import type { DataOf, EbsnClient, EbsnError, NetworkError } from '@carrello/sdk';

import { mealTicketKeys, type MealTicketProvider } from './payment-keys';

/** A user's balance and vouchers at a meal-voucher provider. */
export type MealTicketBalance = DataOf<'/ebsn/api/meal-ticket/edenred/detail', 'get'>;

/** Query option factories of meal vouchers (docs/requirements/payments.md). */
export const mealTicketQueries = {
  /** The meal voucher types the shop accepts, with whether each is selected and signed in. */
  types: (client: EbsnClient) =>
    queryOptions<DataOf<'/ebsn/api/meal-ticket-type/list', 'get'>, EbsnError | NetworkError>({
      queryKey: mealTicketKeys.types(),
      queryFn: ({ signal }) => client.mealTickets.types({ signal }),
    }),

  /** The user's balance and vouchers at one provider. */
  detail: (client: EbsnClient, provider: MealTicketProvider, paymentTypeId: number) =>
    queryOptions<MealTicketBalance, EbsnError | NetworkError>({
      queryKey: mealTicketKeys.detail(provider, paymentTypeId),
      queryFn: ({ signal }) => {
        const query = { payment_type_id: paymentTypeId };
        switch (provider) {
          case 'edenred':
            return client.mealTickets.edenredDetail(query, { signal });
          case 'pellegrini':
            return client.mealTickets.pellegriniDetail(query, { signal });
          case 'sodexo':
            return client.mealTickets.sodexoDetail(query, { signal });
          case 'day':
            return client.mealTickets.dayDetail(query, { signal });
        }
      },
    }),
};

import { accountsHandlers } from './accounts';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { deliveryHandlers } from './delivery';
import { giftsHandlers } from './gifts';
import { mealTicketsHandlers } from './meal-tickets';
import { ordersHandlers } from './orders';
import { paymentHandlers } from './payment';
import type { Handlers } from './registry';
import { subscriptionsHandlers } from './subscriptions';

/**
 * Every area's handlers. To add an area: write `src/routes/<area>.ts` exporting
 * `<area>Handlers: Handlers` and spread it here.
 */
export const allHandlers: Handlers = {
  ...authHandlers,
  ...accountsHandlers,
  ...cartHandlers,
  ...deliveryHandlers,
  ...ordersHandlers,
  ...paymentHandlers,
  ...mealTicketsHandlers,
  ...subscriptionsHandlers,
  ...giftsHandlers,
};

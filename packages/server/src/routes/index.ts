import { accountsHandlers } from './accounts';
import { appHandlers } from './app';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { catalogueHandlers } from './catalogue';
import { contentHandlers } from './content';
import { deliveryHandlers } from './delivery';
import { giftsHandlers } from './gifts';
import { mealTicketsHandlers } from './meal-tickets';
import { ordersHandlers } from './orders';
import { paymentHandlers } from './payment';
import type { Handlers } from './registry';
import { searchHandlers } from './search';
import { storesHandlers } from './stores';
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
  ...catalogueHandlers,
  ...searchHandlers,
  ...contentHandlers,
  ...storesHandlers,
  ...appHandlers,
};

import { describeResource } from '../testing/resource-cases';

describeResource('subscriptions', [
  {
    operationId: 'subscriptions.list',
    call: (client) => client.subscriptions.list({ details: true }),
    query: { details: 'true' },
    data: { subscriptionPlans: [{ subscriptionPlanId: 2, name: 'Consegna gratuita' }] },
  },
  {
    operationId: 'subscriptions.list',
    call: (client) => client.subscriptions.list(),
  },
  {
    operationId: 'subscriptions.add',
    call: (client) => client.subscriptions.add({ subscriptionPlanId: 2 }),
    json: { subscriptionPlanId: 2 },
  },
  {
    operationId: 'subscriptions.delete',
    call: (client) => client.subscriptions.delete({ subscriptionPlanId: 2 }),
    json: { subscriptionPlanId: 2 },
  },
]);

import { describeResource } from '../testing/resource-cases';

describeResource('subscriptions', [
  {
    call: (client) => client.subscriptions.list({ details: true }),
    query: { details: 'true' },
    data: { subscriptionPlans: [{ subscriptionPlanId: 2, name: 'Consegna gratuita' }] },
  },
  {
    call: (client) => client.subscriptions.list(),
  },
  {
    call: (client) => client.subscriptions.add({ subscriptionPlanId: 2 }),
    json: { subscriptionPlanId: 2 },
  },
  {
    call: (client) => client.subscriptions.delete({ subscriptionPlanId: 2 }),
    json: { subscriptionPlanId: 2 },
  },
]);

import { describeResource } from '../testing/resource-cases';

describeResource('subscriptions', [
  {
    operationId: 'subscriptions.list',
    call: (client) => client.subscriptions.list({ details: true }),
    method: 'GET',
    path: '/ebsn/api/subscription-plan/list',
    query: { details: 'true' },
    data: { subscriptionPlans: [{ subscriptionPlanId: 2, name: 'Consegna gratuita' }] },
  },
  {
    operationId: 'subscriptions.list',
    call: (client) => client.subscriptions.list(),
    method: 'GET',
    path: '/ebsn/api/subscription-plan/list',
  },
  {
    operationId: 'subscriptions.add',
    call: (client) => client.subscriptions.add({ subscriptionPlanId: 2 }),
    method: 'POST',
    path: '/ebsn/api/subscription-plan/add',
    json: { subscriptionPlanId: 2 },
  },
  {
    operationId: 'subscriptions.delete',
    call: (client) => client.subscriptions.delete({ subscriptionPlanId: 2 }),
    method: 'POST',
    path: '/ebsn/api/subscription-plan/delete',
    json: { subscriptionPlanId: 2 },
  },
]);

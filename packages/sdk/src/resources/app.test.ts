import { describeResource } from '../testing/resource-cases';

describeResource('app', [
  {
    operationId: 'app.config',
    call: (client) => client.app.config(),
    data: { templateNavItems: { header: [], footer: [] }, categoryBlocks: [] },
  },
  {
    operationId: 'app.version',
    call: (client) => client.app.version({ platform: 'android', version: '1.4.0' }),
    query: { platform: 'android', version: '1.4.0' },
  },
  {
    operationId: 'app.version',
    call: (client) => client.app.version(),
  },
]);

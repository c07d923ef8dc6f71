import { describeResource } from '../testing/resource-cases';

describeResource('app', [
  {
    call: (client) => client.app.config(),
    data: { templateNavItems: { header: [], footer: [] }, categoryBlocks: [] },
  },
  {
    call: (client) => client.app.version({ platform: 'android', version: '1.4.0' }),
    query: { platform: 'android', version: '1.4.0' },
  },
  {
    call: (client) => client.app.version(),
  },
]);

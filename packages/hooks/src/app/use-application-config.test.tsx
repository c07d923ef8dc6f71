import { describe, expect, it } from 'vitest';

import { serveOk } from '../testing/served-call';
import { renderUntilSuccess } from '../testing/wrapper';
import { expectServerRefusal } from '../testing/server-refusal';
import { useApplicationConfig } from './use-application-config';

describe('useApplicationConfig', () => {
  it('gives the navigation templates', async () => {
    serveOk(
      { get: '/ebsn/api/app/config' },
      {
        templateNavItems: {
          header: [],
          footer: [{ name: 'Contatti', itemUrl: '/assistenza-clienti' }],
        },
        categoryBlocks: [],
      },
    );
    const { result } = await renderUntilSuccess(() => useApplicationConfig());
    expect(result.current.data?.templateNavItems.footer.map((item) => item.name)).toEqual([
      'Contatti',
    ]);
  });

  it('fails without notifying the shopper (docs/requirements/errors.md: silently ignored)', async () => {
    const { result, notify } = await expectServerRefusal(
      { get: '/ebsn/api/app/config', message: 'Configurazione assente' },
      () => useApplicationConfig(),
    );
    expect(result.current.data).toBeUndefined();
    expect(notify).not.toHaveBeenCalled();
  });
});

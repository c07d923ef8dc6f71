import { describe, expect, it } from 'vitest';

import { http, ok, server } from '../testing/server';
import { renderUntilSuccess } from '../testing/wrapper';
import { expectServerRefusal } from '../testing/server-refusal';
import { useApplicationConfig } from './use-application-config';

describe('useApplicationConfig', () => {
  it('gives the navigation templates', async () => {
    server.use(
      http.get('/ebsn/api/app/config', () =>
        Response.json(
          ok({
            templateNavItems: {
              header: [],
              footer: [{ name: 'Contatti', itemUrl: '/assistenza-clienti' }],
            },
            categoryBlocks: [],
          }),
        ),
      ),
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

import { describe, expect, it } from 'vitest';

import { http, ok, refused, server } from '../testing/server';
import { renderUntilError, renderUntilSuccess } from '../testing/wrapper';
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
    server.use(
      http.get('/ebsn/api/app/config', () => Response.json(refused('Configurazione assente'))),
    );
    const { result, notify } = await renderUntilError(() => useApplicationConfig());
    expect(result.current.data).toBeUndefined();
    expect(result.current.error?.message).toBe('Configurazione assente');
    expect(notify).not.toHaveBeenCalled();
  });
});

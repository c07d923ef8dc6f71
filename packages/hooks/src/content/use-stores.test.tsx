import { describe, expect, it } from 'vitest';

import { renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { expectServerRefusal } from '../testing/server-refusal';
import { useStore, useStores } from './use-stores';

const store = {
  warehouseId: 12,
  name: 'Milano Porta Romana',
  slug: 'milano-porta-romana',
  address: { address1: 'Corso di Porta Romana', city: 'Milano', province: 'MI' },
  metaData: { warehouse_locator: { PHONE: '02 5512345' } },
};

describe('useStores', () => {
  it('gives the stores of the province it names', async () => {
    const asked = serveOk({ get: '/ebsn/api/warehouse-locator/search' }, { warehouses: [store] });
    const { result } = await renderUntilSuccess(() => useStores({ province: 'MI' }));
    expect(result.current.data?.warehouses.map((item) => item.name)).toEqual([
      'Milano Porta Romana',
    ]);
    expect(asked).toEqual([{ province: 'MI' }]);
  });

  it("gives the server's message when it refuses", async () => {
    await expectServerRefusal(
      { get: '/ebsn/api/warehouse-locator/search', message: 'Regione sconosciuta' },
      () => useStores({ region: 'atlantide' }),
    );
  });
});

describe('useStore', () => {
  it('gives the store of the slug', async () => {
    const asked = serveOk({ get: '/ebsn/api/warehouse-locator/view' }, store);
    const { result } = await renderUntilSuccess(() => useStore('milano-porta-romana'));
    expect(result.current.data?.metaData?.warehouse_locator?.PHONE).toBe('02 5512345');
    expect(asked).toMatchObject([{ slug: 'milano-porta-romana' }]);
  });

  it("gives the server's message when the store does not exist", async () => {
    await expectServerRefusal(
      { get: '/ebsn/api/warehouse-locator/view', message: 'Punto vendita non trovato' },
      () => useStore('chiuso'),
    );
  });
});

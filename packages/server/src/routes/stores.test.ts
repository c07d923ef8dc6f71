import { describe, expect, it } from 'vitest';

import { expectContract, expectErrorShown } from '../testing/contract';
import { SDK_HEADERS, testAppBeforeAll } from '../testing/test-app';

interface Warehouse {
  warehouseId: number;
  name: string;
  slug: string;
  address: { city: string; province: string; region?: string; latitude: number };
  metaData: { warehouse_locator?: { PHONE?: string } } | null;
  serviceHours: { default: Array<{ beginWeekDay: number; beginHour: string; endHour: string }> };
  deliveryServices?: number[];
}

const t = testAppBeforeAll({ products: 50 });

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: SDK_HEADERS });

async function search(query = ''): Promise<Warehouse[]> {
  return expectContract<{ data: { warehouses: Warehouse[] } }>(
    t.app,
    'stores.search',
    await get(`/ebsn/api/warehouse-locator/search${query}`),
  ).data.warehouses;
}

describe('stores.search', () => {
  it('lists every store, across several regions and provinces, with hours and phone', async () => {
    const stores = await search();
    expect(stores.length).toBe(t.seeded.stores.warehouseIds.length);
    expect(new Set(stores.map((s) => s.address.region)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(stores.map((s) => s.address.province)).size).toBeGreaterThanOrEqual(6);
    for (const store of stores) {
      expect(store.serviceHours.default).toHaveLength(7);
      expect(store.metaData?.warehouse_locator?.PHONE).toMatch(/^0\d/);
    }
    const sunday = stores[0]!.serviceHours.default.find((h) => h.beginWeekDay === 1);
    expect(sunday).toEqual({ beginWeekDay: 1, beginHour: '09:00', endHour: '13:00' });
  });

  it('narrows by region (name or slug, any case) and by province (code or name)', async () => {
    const lombardia = await search('?region=lombardia');
    expect(lombardia.length).toBeGreaterThan(1);
    for (const store of lombardia) expect(store.address.region).toBe('Lombardia');
    expect(await search('?region=LOMBARDIA')).toEqual(lombardia);
    const milan = await search('?region=lombardia&province=mi');
    expect(milan.length).toBeGreaterThan(0);
    for (const store of milan) expect(store.address.province).toBe('MI');
    expect(await search('?province=Milano')).toEqual(milan);
    expect(await search('?region=molise-inesistente')).toEqual([]);
  });

  it('refuses a too long region with 400', async () => {
    const response = await get(`/ebsn/api/warehouse-locator/search?region=${'a'.repeat(61)}`);
    expect(response.statusCode).toBe(400);
    expectContract(t.app, 'stores.search', response);
  });
});

describe('stores.get', () => {
  it('reads one store by slug', async () => {
    const [first] = await search();
    const body = expectContract<{ data: Warehouse }>(
      t.app,
      'stores.get',
      await get(`/ebsn/api/warehouse-locator/view?slug=${first!.slug}`),
    );
    expect(body.data).toEqual(first);
  });

  it('answers 404 with an Italian message for an unknown store', async () => {
    const response = await get('/ebsn/api/warehouse-locator/view?slug=negozio-inesistente');
    expectErrorShown(t.app, 'stores.get', response, 404, 'Punto vendita non trovato');
  });
});

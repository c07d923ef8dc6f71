import { PROVINCES } from '@carrello/core';
import { describe, expect, it } from 'vitest';

import type { OperationId } from './registry';
import { expectContract } from '../testing/contract';
import { SDK_HEADERS, type Envelope, testAppBeforeAll } from '../testing/test-app';

const t = testAppBeforeAll({ products: 10 });

type Results<T> = Envelope<{ results: T[] }>;

function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: SDK_HEADERS });
}

/** Asserts that `url` is refused with `status` and the contract's envelope of `operationId`. */
async function expectRefused(operationId: OperationId, url: string, status: number) {
  const response = await get(url);
  expect(response.statusCode).toBe(status);
  expectContract(t.app, operationId, response);
}

async function cityId(provinceSigla: string, name: string): Promise<number> {
  const provinceId = PROVINCES.findIndex((p) => p.code === provinceSigla) + 1;
  const response = await get(
    `/ebsn/api/geo/city-list?province_id=${provinceId}&filter=${encodeURIComponent(name)}`,
  );
  const body = response.json() as Results<{ Id: number; Nome: string }>;
  return body.data!.results.find((city) => city.Nome === name)!.Id;
}

describe('geo.provinces', () => {
  it('lists every Italian province with Id, Nome and Sigla', async () => {
    const response = await get('/ebsn/api/geo/province-list?country_id=1&home_delivery_only=false');
    const body = expectContract<Results<{ Id: number; Nome: string; Sigla: string }>>(
      t.app,
      'geo.provinces',
      response,
    );
    expect(body.data?.results).toHaveLength(PROVINCES.length);
    expect(body.data?.results).toContainEqual(
      expect.objectContaining({ Nome: 'Milano', Sigla: 'MI' }),
    );
  });

  it('keeps only the provinces reached by home delivery', async () => {
    const response = await get('/ebsn/api/geo/province-list?country_id=1&home_delivery_only=true');
    const body = expectContract<Results<{ Sigla: string }>>(t.app, 'geo.provinces', response);
    const codes = body.data!.results.map((p) => p.Sigla);
    expect(codes).toContain('MI');
    expect(codes).toContain('RM');
    expect(codes).not.toContain('CO');
    expect(codes.length).toBeLessThan(PROVINCES.length);
  });

  it('refuses another country as a business refusal and a missing flag with 400', async () => {
    const other = expectContract<Results<unknown>>(
      t.app,
      'geo.provinces',
      await get('/ebsn/api/geo/province-list?country_id=2&home_delivery_only=false'),
    );
    expect(other.response.status).not.toBe(0);
    expect(other.response.errors[0]?.error).toBe('Sono disponibili solo le province italiane');
    await expectRefused('geo.provinces', '/ebsn/api/geo/province-list?country_id=1', 400);
  });
});

describe('geo.cities', () => {
  it('finds the cities of a province by their first letters, accents and case ignored', async () => {
    const provinceId = PROVINCES.findIndex((p) => p.code === 'MI') + 1;
    const response = await get(`/ebsn/api/geo/city-list?province_id=${provinceId}&filter=ses`);
    const body = expectContract<Results<{ Id: number; Nome: string }>>(
      t.app,
      'geo.cities',
      response,
    );
    expect(body.data?.results.map((c) => c.Nome)).toEqual(['Sesto San Giovanni']);
    const como = PROVINCES.findIndex((p) => p.code === 'CO') + 1;
    const accented = await get(`/ebsn/api/geo/city-list?province_id=${como}&filter=Cantu`);
    expect((accented.json() as Results<{ Nome: string }>).data?.results.map((c) => c.Nome)).toEqual(
      ['Cantù'],
    );
  });

  it('answers 404 for an unknown province and 400 for an empty filter', async () => {
    await expectRefused('geo.cities', '/ebsn/api/geo/city-list?province_id=999&filter=Mil', 404);
    await expectRefused('geo.cities', '/ebsn/api/geo/city-list?province_id=1&filter=', 400);
  });
});

describe('geo.streets', () => {
  it('answers one CAP for a street that has one, and every CAP of a long street', async () => {
    const milano = await cityId('MI', 'Milano');
    const roma = await get(`/ebsn/api/geo/address-list?city_id=${milano}&filter=via%20roma`);
    const one = expectContract<Results<{ Id: number; Nome: string; elencoCAP: string[] }>>(
      t.app,
      'geo.streets',
      roma,
    );
    expect(one.data?.results).toEqual([
      { Id: expect.any(Number), Nome: 'Via Roma', elencoCAP: ['20121'] },
    ]);

    const monza = await get(`/ebsn/api/geo/address-list?city_id=${milano}&filter=monza`);
    const many = expectContract<Results<{ Nome: string; elencoCAP: string[] }>>(
      t.app,
      'geo.streets',
      monza,
    );
    expect(many.data?.results).toContainEqual(
      expect.objectContaining({ Nome: 'Viale Monza', elencoCAP: ['20125', '20126', '20127'] }),
    );
  });

  it('answers 404 for an unknown city and 400 for a filter under 4 characters', async () => {
    await expectRefused(
      'geo.streets',
      '/ebsn/api/geo/address-list?city_id=99999999&filter=Roma',
      404,
    );
    await expectRefused('geo.streets', '/ebsn/api/geo/address-list?city_id=1&filter=Rom', 400);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadContract } from '../contract/load-contract';
import { contractPath } from '../paths';
import { createSession } from '../services/session';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  SIGNED_IN,
  describeRequest,
  requestArb,
  type FuzzContext,
  type FuzzRequest,
} from './fuzz-inputs';
import { contractProblems, envelopeProblems } from './response-checks';

// Bounded and deterministic: a fixed number of requests per operation from a fixed seed (derived
// from the operationId, so adding an operation does not reshuffle the others). Raise FUZZ_RUNS
// or change FUZZ_SEED locally to explore further.
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

function seedOf(operationId: string): number {
  let hash = BASE_SEED;
  for (const char of operationId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const TABLES_WITH_IDS = [
  'products',
  'categories',
  'addresses',
  'lists',
  'orders',
  'carts',
  'cart_items',
  'warehouses',
  'timeslots',
  'fiscal_persons',
  'payment_auths',
  'delivery_services',
  'subscription_plans',
  'gift_certificates',
  'leaflets',
  'faq_categories',
] as const;

let t: TestApp;
let ctx: FuzzContext;

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  // Ids that exist, so generated requests reach the handlers' code and not only the validator.
  const ids = new Set<number>([999_999_999, 0]);
  for (const table of TABLES_WITH_IDS) {
    try {
      const rows = await t.db
        .selectFrom(table as 'products')
        .select('id')
        .orderBy('id')
        .limit(4)
        .execute();
      for (const row of rows) ids.add(Number(row.id));
    } catch {
      // A table this schema does not have (yet): its ids are simply not used.
    }
  }
  ctx = { document: t.app.contract.document, knownIds: [...ids] };
});
afterAll(async () => {
  await t?.close();
});

async function send(request: FuzzRequest) {
  const headers = { ...request.headers };
  if (headers['x-ebsn-account'] === SIGNED_IN) {
    // A fresh session every time: a fuzzed logout must not turn later runs anonymous.
    const { token } = await createSession(t.db, t.seeded.accounts.mario, 3_600_000, false);
    headers['x-ebsn-account'] = token;
  }
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

const operations = loadContract(contractPath).operations;

describe('generated bad input for every operation of the contract', () => {
  it('covers every operation', () => {
    expect(operations.length).toBe(t.app.contract.operations.length);
  });

  for (const operation of operations) {
    it(`${operation.operationId}: no 5xx, always the envelope with Italian errors, nothing leaked`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArb(operation, ctx), async (request) => {
          const response = await send(request);
          const problems = [
            ...envelopeProblems(response),
            ...contractProblems(t.app, operation.operationId, response),
          ];
          if (problems.length > 0)
            throw new Error(
              `${describeRequest(request)}\n-> ${response.statusCode} ${response.body.slice(0, 400)}\n  ${problems.join('\n  ')}`,
            );
        }),
        { numRuns: RUNS, seed: seedOf(operation.operationId), endOnFailure: true },
      );
    });
  }
});

describe('refusals of the router itself', () => {
  it('answers a path parameter over 500 characters with 414 and the Italian envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/products/${'9'.repeat(600)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(envelopeProblems(response)).toEqual([]);
    expect(JSON.parse(response.body)).toMatchObject({
      response: { status: 1, errors: [{ error: 'Indirizzo della richiesta troppo lungo' }] },
      data: null,
    });
    expect(response.body).not.toContain('9999');
  });

  it('answers a malformed percent-encoding in the path with 400 and the Italian envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ebsn/api/products/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(envelopeProblems(response)).toEqual([]);
    expect(JSON.parse(response.body)).toMatchObject({
      response: { errors: [{ error: 'Indirizzo della richiesta non valido' }] },
    });
  });
});

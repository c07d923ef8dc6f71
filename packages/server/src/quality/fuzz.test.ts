import { connect } from 'node:net';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadContract } from '../contract/load-contract';
import { loggerOptions } from '../logger';
import { contractPath } from '../paths';
import { createSession } from '../services/session';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  SIGNED_IN,
  describeRequest,
  fieldSweep,
  requestArb,
  type FuzzContext,
  type FuzzRequest,
} from '../testing/fuzz-inputs';
import { contractProblems, envelopeProblems } from '../testing/response-checks';

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

/** The server's log (warnings and worse), as pino writes it in production. */
const logLines: string[] = [];

/** Error-level lines (pino level 50 and above) logged since line `from`: internal errors. */
function internalErrorsSince(from: number): string[] {
  return logLines
    .slice(from)
    .filter((line) => (JSON.parse(line) as { level: number }).level >= 50)
    .map((line) => line.slice(0, 400));
}

beforeAll(async () => {
  t = await createTestApp({
    products: 30,
    logger: { ...loggerOptions('warn'), stream: { write: (line: string) => logLines.push(line) } },
  });
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
          const logged = logLines.length;
          const response = await send(request);
          const problems = [
            ...envelopeProblems(response),
            ...contractProblems(t.app, operation.operationId, response),
            ...internalErrorsSince(logged).map((line) => `internal error logged: ${line}`),
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

describe('values the database cannot hold, in every field of every operation', () => {
  const requests = new Map(
    operations.map((operation) => [operation.operationId, [] as ReturnType<typeof fieldSweep>]),
  );
  beforeAll(() => {
    for (const operation of operations) {
      const validators = t.app.validator.requestValidators(operation);
      const isValid = (base: { params: object; query: object; body: unknown }) =>
        (validators.params?.(base.params) ?? true) &&
        (validators.query?.(base.query) ?? true) &&
        (validators.body?.(base.body ?? {}) ?? true);
      requests.set(
        operation.operationId,
        fieldSweep(operation, ctx, isValid, seedOf(operation.operationId)),
      );
    }
  });

  it('reaches every operation that takes input', () => {
    const withInput = operations.filter(
      (operation) => operation.parameters.length > 0 || operation.requestBody,
    );
    const missed = withInput.filter((op) => requests.get(op.operationId)!.length === 0);
    expect(missed.map((op) => op.operationId)).toEqual([]);
  });

  for (const operation of operations) {
    it(`${operation.operationId}: int32 overflow, NUL and lone surrogates answer 400 naming the field`, async () => {
      const failures: string[] = [];
      for (const request of requests.get(operation.operationId)!) {
        const logged = logLines.length;
        const response = await send(request);
        const problems = [
          ...envelopeProblems(response),
          ...internalErrorsSince(logged).map((line) => `internal error logged: ${line}`),
        ];
        if (response.statusCode !== 400) problems.push(`HTTP ${response.statusCode}, not 400`);
        else {
          const { response: answer } = JSON.parse(response.body) as {
            response: { errors: Array<{ field?: string; code?: string }> };
          };
          if (!answer.errors.some((e) => e.field === request.field && e.code === 'VALIDATION'))
            problems.push(`no VALIDATION error names «${request.field}»`);
        }
        if (problems.length > 0)
          failures.push(
            `${describeRequest(request)}\n-> ${response.statusCode} ${response.body.slice(0, 300)}\n  ${problems.join('\n  ')}`,
          );
      }
      expect(failures).toEqual([]);
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

/** Sends raw bytes to the listening server and reads the raw answer until it closes. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server closes a refused connection: whatever arrived is the answer.
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', (error) => {
      if (chunks.length === 0) reject(error);
    });
  });
}

function parseRaw(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe("refusals of Node's HTTP parser, before Fastify", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  it.each([
    [
      'a query string over the 16 KiB limit',
      `GET /ebsn/api/products?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
    ],
    [
      'a header over the limit',
      `GET /ebsn/api/products HTTP/1.1\r\nHost: a\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`,
    ],
  ])('answers %s with 431 and the Italian envelope', async (_, request) => {
    const logged = logLines.length;
    const answer = parseRaw(await rawRequest(port, request));
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(JSON.parse(answer.body)).toMatchObject({
      response: {
        status: 1,
        errors: [
          { error: 'Indirizzo o intestazioni della richiesta troppo lunghi', code: 'VALIDATION' },
        ],
      },
      data: null,
    });
    expect(internalErrorsSince(logged)).toEqual([]);
  });

  it('answers a malformed request line with 400 and the Italian envelope', async () => {
    const answer = parseRaw(await rawRequest(port, 'NOT A REQUEST\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      response: { status: 1, errors: [{ error: 'Richiesta non valida' }] },
      data: null,
    });
  });

  it('still serves the next request', async () => {
    const answer = parseRaw(
      await rawRequest(port, 'GET /health HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'),
    );
    expect(answer.status).toBe(200);
  });
});

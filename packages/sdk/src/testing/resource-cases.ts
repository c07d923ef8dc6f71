// Test support for the resource groups: every group's test declares one case per operation and
// this file checks the request each case sends and both result branches. It is not exported
// from the package.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import type { EbsnClient } from '../client';
import { EbsnError } from '../errors';
import { BASE_URL, envelope, fakeServer } from './fake-server';

const contractFile = fileURLToPath(new URL('../../../../openapi/ebsn.yaml', import.meta.url));

/** One operation of the contract. */
export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  tags: string[];
}

let cachedOperations: readonly ContractOperation[] | undefined;

/** Every operation of `openapi/ebsn.yaml` (read once: the contract is large). */
function contractOperations(): readonly ContractOperation[] {
  cachedOperations ??= readContractOperations();
  return cachedOperations;
}

function readContractOperations(): ContractOperation[] {
  const document = parse(readFileSync(contractFile, 'utf8')) as {
    paths: Record<string, Record<string, { operationId: string; tags?: string[] }>>;
  };
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        tags: operation.tags ?? [],
      });
    }
  }
  return operations;
}

/**
 * What one SDK call must send. Its operation is the one its SDK method is named after, and the
 * method and path are the contract's for that operation, so a case names only what the call
 * fills in: path parameters, query, body and the answer.
 */
export interface ResourceCase {
  /** The SDK call, e.g. `(client) => client.cart.view()`. */
  call: (client: EbsnClient) => Promise<unknown>;
  /** The contract's operationId, where the SDK method is not named after it. */
  operationId?: string;
  /** Expected URL path, where the contract's path has parameters to fill in. */
  path?: string;
  /** Expected query parameters, exactly (as strings). */
  query?: Record<string, string>;
  /** Expected JSON body. */
  json?: unknown;
  /** Expected form body, exactly (as strings). */
  form?: Record<string, string>;
  /** `data` the fake server answers; the call must resolve with it (or `expected`). */
  data?: unknown;
  /** What the call resolves with, when the method reshapes `data`. */
  expected?: unknown;
}

/** The `group.method` that `call` goes through, read by running it on a client that only records. */
function sdkMethodOf(call: ResourceCase['call']): string {
  const called: string[] = [];
  const group = (name: string) =>
    new Proxy(
      {},
      {
        get: (_, method) => () => {
          called.push(`${name}.${String(method)}`);
          return Promise.resolve();
        },
      },
    );
  void call(new Proxy({}, { get: (_, name) => group(String(name)) }) as EbsnClient);
  const [method] = called;
  if (called.length !== 1 || !method) throw new Error('A resource case makes exactly one call');
  return method;
}

/** A case with its operation and the method and path it must send. */
function withContractRequest(c: ResourceCase) {
  const operationId = c.operationId ?? sdkMethodOf(c.call);
  const operation = contractOperations().find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is not an operation of the contract`);
  return { ...c, operationId, method: operation.method, path: c.path ?? operation.path, operation };
}

/** Declares the tests of one resource group: request shape, success, refusal, coverage. */
export function describeResource(tag: string, declared: ResourceCase[]) {
  const cases = declared.map(withContractRequest);
  describe(`client.${tag}`, () => {
    it.each(cases)('$operationId sends $method $path', async (c) => {
      const { client, requests } = fakeServer(envelope(c.data ?? {}));
      await c.call(client);
      expect(requests).toHaveLength(1);
      const [request] = requests;
      if (!request) throw new Error(`${c.operationId} sent no request`);
      const url = new URL(request.url);
      expect(request.method).toBe(c.method);
      expect(url.origin).toBe(BASE_URL);
      expect(url.pathname).toBe(c.path);
      expect(Object.fromEntries(url.searchParams)).toEqual(c.query ?? {});
      expect(request.headers.get('X-Ebsn-Client')).toBe('carrello-web');
      const text = await request.text();
      if (c.json !== undefined) {
        expect(request.headers.get('Content-Type')).toBe('application/json');
        expect(JSON.parse(text)).toEqual(c.json);
      } else if (c.form !== undefined) {
        expect(request.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
        expect(Object.fromEntries(new URLSearchParams(text))).toEqual(c.form);
      } else {
        expect(text).toBe('');
      }
    });

    it.each(cases)('$operationId resolves with the envelope data', async (c) => {
      const data = c.data ?? { marker: c.operationId };
      const { client } = fakeServer(envelope(data));
      await expect(c.call(client)).resolves.toEqual(c.expected ?? data);
    });

    it.each(cases)(
      '$operationId throws EbsnError with the server message when status != 0',
      async (c) => {
        const { client } = fakeServer(
          envelope(null, { status: 3, errors: [{ error: 'Operazione non consentita.' }] }),
        );
        const failure = await c.call(client).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(EbsnError);
        expect(failure).toMatchObject({
          message: 'Operazione non consentita.',
          status: 3,
          httpStatus: 200,
          method: c.method,
        });
      },
    );

    it(`covers every operation tagged ${tag} in the contract`, () => {
      const tagged = contractOperations()
        .filter((operation) => operation.tags.includes(tag))
        .map((operation) => operation.operationId)
        .sort();
      const covered = [...new Set(cases.map((c) => c.operationId))].sort();
      expect(covered).toEqual(tagged);
    });

    it('declares a filled-in path exactly where the contract path has parameters', () => {
      for (const c of cases) {
        const pattern = new RegExp(`^${c.operation.path.replace(/\{[^}]+\}/g, '[^/{}]+')}$`);
        expect(c.path, c.operationId).toMatch(pattern);
      }
    });
  });
}

import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import type { CarrelloApp } from '../app';
import type { OperationId } from '../routes/registry';

/** Thrown when an answer breaks the contract's response schema. */
class ContractViolation extends Error {
  override readonly name = 'ContractViolation';
}

/**
 * Checks an injected answer against the operation's response schema for its HTTP status, as
 * written in `openapi/ebsn.yaml` (Ajv, JSON Schema 2020-12), and returns the parsed body. Throws
 * a `ContractViolation` listing every mismatch, or when the contract has no schema for the status.
 *
 * @example
 * const body = expectContract(app, 'auth.test', await app.inject('/ebsn/api/auth/test'));
 */
export function expectContract<T = Record<string, unknown>>(
  app: CarrelloApp,
  operationId: OperationId,
  response: LightMyRequestResponse,
): T {
  const operation = app.contract.byId.get(operationId);
  if (!operation) throw new ContractViolation(`unknown operation ${operationId}`);
  const validate = app.validator.responseValidator(operationId, response.statusCode);
  if (!validate)
    throw new ContractViolation(
      `${operationId} has no JSON response ${response.statusCode} in the contract (body: ${response.body.slice(0, 300)})`,
    );
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    throw new ContractViolation(`${operationId} answered non-JSON: ${response.body.slice(0, 300)}`);
  }
  if (!validate(body)) {
    const problems = (validate.errors ?? [])
      .map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`)
      .join('\n  ');
    throw new ContractViolation(
      `${operationId} ${response.statusCode} breaks the contract:\n  ${problems}\nbody: ${response.body.slice(0, 500)}`,
    );
  }
  return body as T;
}

/**
 * Asserts an accepted answer (envelope status 0) that keeps to the contract and shows `info` as
 * its first info message: the text, or a matcher such as `expect.stringContaining(...)`.
 */
export function expectInfoShown(
  app: CarrelloApp,
  operationId: OperationId,
  response: LightMyRequestResponse,
  info: unknown,
): void {
  const body = expectContract<{ response: { status: number; infos: Array<{ info?: string }> } }>(
    app,
    operationId,
    response,
  );
  expect(body.response.status).toBe(0);
  expect(body.response.infos[0]?.info).toEqual(info);
}

/**
 * Asserts a refusal with `status` that keeps to the contract and shows `error` as its first
 * error message: the text, or a matcher such as `expect.stringMatching(...)`.
 */
export function expectErrorShown(
  app: CarrelloApp,
  operationId: OperationId,
  response: LightMyRequestResponse,
  status: number,
  error: unknown,
): void {
  expect(response.statusCode).toBe(status);
  const body = expectContract<{ response: { errors: Array<{ error?: string }> } }>(
    app,
    operationId,
    response,
  );
  expect(body.response.errors[0]?.error).toEqual(error);
}

/**
 * Asserts a refusal with `status` that keeps to the contract and lists `error` (its message and,
 * when given, its field) among the envelope's errors.
 */
export function expectErrorListed(
  app: CarrelloApp,
  operationId: OperationId,
  response: LightMyRequestResponse,
  status: number,
  error: { error: string; field?: string },
): void {
  expect(response.statusCode).toBe(status);
  const body = expectContract<{ response: { errors: unknown[] } }>(app, operationId, response);
  expect(body.response.errors).toContainEqual(expect.objectContaining(error));
}

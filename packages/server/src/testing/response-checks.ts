import type { LightMyRequestResponse } from 'fastify';

import type { CarrelloApp } from '../app';

/** Traces of internals that must never reach a client: stacks, source paths, SQL errors. */
const LEAK_PATTERNS: RegExp[] = [
  /\n\s+at\s/,
  /\bat\s+\S+\s+\([^)]*:\d+:\d+\)/,
  /\/work\/|\/home\/|\/usr\/|\/tmp\/|node_modules|file:\/\//,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AggregateError)\b/,
  /Cannot read propert|is not a function|is not defined|Unexpected token/,
  /syntax error at|violates .* constraint|duplicate key value|invalid input syntax/,
  /relation "[^"]+" does not exist|column "[^"]+"|out of range for type|unterminated/,
  /\bFST_[A-Z_]+\b|\bERR_[A-Z_]+\b|ECONNREFUSED|kysely|pglite|postgres/i,
];

/** English words of framework defaults ("Bad Request", "must be string", "Not Found"). */
const ENGLISH =
  /\b(?:must|should|the|is|are|not found|required|invalid|cannot|failed|unexpected|error|bad request|forbidden|unauthorized|undefined|null|NaN|object)\b/i;

interface Envelope {
  response?: {
    status?: unknown;
    errors?: Array<{ error?: unknown }>;
    infos?: unknown;
    warnings?: unknown;
  };
  data?: unknown;
}

/**
 * Problems of one API answer, empty when it keeps the server's promises: no 5xx, the EBSN
 * envelope, a non-empty Italian `response.errors` on refusals, and nothing internal leaked.
 */
export function envelopeProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`HTTP ${status}`);
  let body: Envelope;
  try {
    body = JSON.parse(response.body) as Envelope;
  } catch {
    return [...problems, `not JSON: ${response.body.slice(0, 200)}`];
  }
  if (typeof body !== 'object' || body === null || typeof body.response !== 'object')
    return [...problems, `no envelope: ${response.body.slice(0, 200)}`];
  if (!('data' in body)) problems.push('envelope without data');
  const errors = body.response.errors;
  if (!Array.isArray(errors)) problems.push('response.errors is not a list');
  const refused = status >= 400 || body.response.status !== 0;
  if (refused) {
    if (!Array.isArray(errors) || errors.length === 0)
      problems.push(`HTTP ${status} status ${String(body.response.status)} with no errors`);
    if (status >= 400 && body.response.status === 0) problems.push(`HTTP ${status} with status 0`);
    for (const message of errors ?? []) {
      const text = message.error;
      if (typeof text !== 'string' || text.trim() === '')
        problems.push(`empty error message ${JSON.stringify(message)}`);
      // Field names quoted «like this» come from the contract; the sentence around must be Italian.
      else if (ENGLISH.test(text.replace(/«[^»]*»/g, '')))
        problems.push(`not Italian: ${JSON.stringify(text)}`);
    }
    // A refusal carries no data a client could mistake for a result, and never internals.
    for (const pattern of LEAK_PATTERNS)
      if (pattern.test(response.body.replace(/«[^»]*»/g, '')))
        problems.push(`leaks ${String(pattern)}: ${response.body.slice(0, 300)}`);
  } else {
    const messages = JSON.stringify([body.response.infos, body.response.warnings]);
    for (const pattern of LEAK_PATTERNS)
      if (pattern.test(messages)) problems.push(`leaks ${String(pattern)} in messages`);
  }
  return problems;
}

/** Contract mismatches of an answer, for the statuses the contract documents (else none). */
export function contractProblems(
  app: CarrelloApp,
  operationId: string,
  response: LightMyRequestResponse,
): string[] {
  const operation = app.contract.byId.get(operationId);
  const status = String(response.statusCode);
  if (!operation) return [`unknown operation ${operationId}`];
  const documented =
    operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? undefined;
  if (!documented) return [];
  const validate = app.validator.responseValidator(operationId, response.statusCode);
  if (!validate) return [];
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return ['not JSON'];
  }
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .slice(0, 8)
    .map(
      (e) =>
        `contract ${status}: ${e.instancePath || '/'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
    );
}

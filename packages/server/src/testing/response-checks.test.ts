import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';

import { envelopeProblems } from './response-checks';

function answer(statusCode: number, body: unknown): LightMyRequestResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { statusCode, body: text } as LightMyRequestResponse;
}

function refusal(error: string) {
  return {
    response: { status: 1, errors: [{ error }], infos: [], warnings: [] },
    data: null,
  };
}

describe('envelopeProblems (the fuzz oracle)', () => {
  it('accepts an Italian refusal and a plain success', () => {
    expect(envelopeProblems(answer(400, refusal('Il campo «password» è obbligatorio')))).toEqual(
      [],
    );
    expect(
      envelopeProblems(
        answer(200, { response: { status: 0, errors: [], infos: [], warnings: [] }, data: {} }),
      ),
    ).toEqual([]);
  });

  it('flags a 5xx even with a good envelope', () => {
    expect(envelopeProblems(answer(503, refusal('Servizio non disponibile')))).toContain(
      'HTTP 503',
    );
  });

  it('flags Fastify’s own English error body', () => {
    const problems = envelopeProblems(
      answer(400, { error: 'Bad Request', code: 'FST_ERR_BAD_URL', statusCode: 400 }),
    );
    expect(problems[0]).toMatch(/^no envelope/);
  });

  it('flags a refusal with no message, an empty one or an English one', () => {
    expect(
      envelopeProblems(
        answer(404, { response: { status: 1, errors: [], infos: [], warnings: [] }, data: null }),
      ),
    ).toEqual(['HTTP 404 status 1 with no errors']);
    expect(envelopeProblems(answer(400, refusal(' ')))[0]).toMatch(/^empty error message/);
    expect(envelopeProblems(answer(400, refusal('body/login must be string')))[0]).toMatch(
      /^not Italian/,
    );
  });

  it('flags stack traces, source paths and SQL errors in a refusal', () => {
    const stack = refusal('Errore imprevisto\n    at handler (/work/main/src/routes/cart.ts:12:3)');
    expect(envelopeProblems(answer(400, stack)).join()).toMatch(/leaks/);
    const sql = refusal('Errore: duplicate key value violates unique constraint "lists_pkey"');
    expect(envelopeProblems(answer(400, sql)).join()).toMatch(/leaks/);
  });

  it('flags a business refusal (HTTP 200, status 1) without errors', () => {
    expect(
      envelopeProblems(
        answer(200, { response: { status: 1, errors: [], infos: [], warnings: [] }, data: null }),
      ),
    ).toEqual(['HTTP 200 status 1 with no errors']);
  });
});

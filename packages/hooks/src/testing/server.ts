// Test support (not exported): an MSW server with handlers typed from the contract.
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';

import type { paths } from '@carrello/sdk';

/** Origin the test client calls and the handlers answer on. */
export const TEST_ORIGIN = 'https://spesa.example.it';

/** MSW's `http`, typed by the contract's paths (`http.get('/ebsn/api/cart/view', ...)`). */
export const http = createOpenApiHttp<paths>({ baseUrl: TEST_ORIGIN });

/** The MSW server of every hooks test; unhandled requests fail the test. */
export const server = setupServer();

/** A successful envelope around `data`. */
export function ok<T>(data: T, infos: Array<{ info: string }> = []) {
  return { response: { status: 0, errors: [], infos, warnings: [] }, data };
}

/** A refusal envelope (`status != 0`) with one Italian error message. */
export function refused(message: string, status = 1) {
  return refusedWith([{ error: message }], status);
}

/** A refusal envelope with several errors, each naming the form field it is about, if any. */
export function refusedWith(errors: Array<{ error: string; field?: string }>, status = 1) {
  return { response: { status, errors, infos: [], warnings: [] }, data: null };
}

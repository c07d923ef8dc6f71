import { expect, type Page } from '@playwright/test';

/** The header the SDK sends with every call; the API refuses a state change without it. */
export const SDK_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** An EBSN answer: its status (0 when it went through), its errors and its data. */
interface Envelope<T> {
  response: { status: number; errors: { error?: string }[] };
  data: T;
}

/**
 * Calls the API as the page's session does (its cookies, the SDK's header) and answers the
 * envelope's data, after checking that the envelope carries no error. Shared by the end-to-end
 * suite and the visual review's pages (`visual/support/shop.ts`).
 */
export async function api<T = unknown>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  options: { form?: Record<string, string | number>; data?: unknown } = {},
): Promise<T> {
  const response = await page.request.fetch(`/ebsn/api/${path}`, {
    method,
    headers: SDK_HEADERS,
    ...(options.form ? { form: options.form } : {}),
    ...(options.data !== undefined ? { data: options.data } : {}),
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.response.status, `${method} ${path}: ${JSON.stringify(body.response.errors)}`).toBe(
    0,
  );
  return body.data;
}

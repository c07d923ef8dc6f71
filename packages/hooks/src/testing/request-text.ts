/**
 * The body of a handled request as text. openapi-msw types `text()` of a form-encoded request
 * as `never`; at run time it is the Fetch `Request`'s own method.
 */
export function requestText(request: Request): Promise<string> {
  return request.text();
}

/** The fields of a handled form-encoded request body, by name. */
export async function requestForm(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await requestText(request)));
}

/** The JSON body of a handled request, to be checked by the test. */
export function requestJson(request: Request): Promise<unknown> {
  return request.json();
}

/** The query parameters of a handled request, by name. */
export function requestQuery(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** The query string of a handled request as it was sent (`?a=1&b=2`, `''` without one), in order. */
export function requestSearch(request: Request): string {
  return new URL(request.url).search;
}

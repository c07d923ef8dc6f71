/**
 * The body of a handled request as text. openapi-msw types `text()` of a form-encoded request
 * as `never`; at run time it is the Fetch `Request`'s own method.
 */
export function requestText(request: Request): Promise<string> {
  return request.text();
}

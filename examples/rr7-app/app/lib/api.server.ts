import { createEbsnClient, type EbsnClient } from '@carrello/sdk';

// examples/support/ebsn-forward.ts: shared with examples/next-app; a chain copies it with this app.
import { apiOrigin } from '../../../support/ebsn-forward';

/**
 * An EBSN client for one request's loaders: it calls the backend directly and sends the
 * shopper's cookies along, so a signed-in shopper's cart renders on the server too.
 */
export function serverClient(request: Request): EbsnClient {
  const cookie = request.headers.get('cookie');
  return createEbsnClient({
    baseUrl: apiOrigin(),
    headers: cookie ? { cookie } : {},
    // The session lives in the shopper's cookie, never in this process.
    keepAccountToken: false,
  });
}

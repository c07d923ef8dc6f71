import { EbsnError } from '@carrello/sdk';

/**
 * Waits for a page's data so the server's HTML carries it: an address the API does not know
 * (404, or 400 for no slug at all) is the not-found page; another failure shows on the page.
 */
export async function prefetchContent(load: Promise<unknown>): Promise<null> {
  try {
    await load;
  } catch (error) {
    if (error instanceof EbsnError && (error.httpStatus === 404 || error.httpStatus === 400)) {
      throw error;
    }
  }
  return null;
}

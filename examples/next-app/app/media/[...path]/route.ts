import { forward } from '../../../src/forward';

// The product images of the EBSN backend (`mediaURL` is a path of its origin), per request.
export const dynamic = 'force-dynamic';

export { forward as GET };

// examples/support/ebsn-forward.ts: shared with examples/rr7-app; a chain copies it with this app.
import { forward } from '../../../../support/ebsn-forward';

// The product images of the EBSN backend (`mediaURL` is a path of its origin), per request.
export const dynamic = 'force-dynamic';

export { forward as GET };

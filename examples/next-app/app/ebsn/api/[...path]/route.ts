// examples/support/ebsn-forward.ts: shared with examples/rr7-app; a chain copies it with this app.
import { forward } from '../../../../../support/ebsn-forward';

// A proxy to the EBSN backend, answered per request: nothing here is built or cached.
export const dynamic = 'force-dynamic';

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };

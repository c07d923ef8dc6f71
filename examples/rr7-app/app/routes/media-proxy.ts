// examples/support/ebsn-forward.ts: shared with examples/next-app; a chain copies it with this app.
import { forward } from '../../../support/ebsn-forward';
import type { Route } from './+types/media-proxy';

// The product images of the backend, from this app's origin.
export const loader = ({ request }: Route.LoaderArgs) => forward(request);

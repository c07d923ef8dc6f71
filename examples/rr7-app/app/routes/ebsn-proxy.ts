// examples/support/ebsn-forward.ts: shared with examples/next-app; a chain copies it with this app.
import { forward } from '../../../support/ebsn-forward';
import type { Route } from './+types/ebsn-proxy';

// A resource route (no component): GET answers from the loader, every other method from the action.
export const loader = ({ request }: Route.LoaderArgs) => forward(request);
export const action = ({ request }: Route.ActionArgs) => forward(request);

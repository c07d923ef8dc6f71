import { forward } from '../lib/api.server';
import type { Route } from './+types/media-proxy';

// The product images of the backend, from this app's origin.
export const loader = ({ request }: Route.LoaderArgs) => forward(request);

import { authHandlers } from './auth';
import type { Handlers } from './registry';

/**
 * Every area's handlers. To add an area: write `src/routes/<area>.ts` exporting
 * `<area>Handlers: Handlers` and spread it here.
 */
export const allHandlers: Handlers = {
  ...authHandlers,
};

import { appQueries } from '@carrello/hooks';

import type { LoaderFactory } from '../app/route-context';
import { loadFooterModule } from './deferred-footer';

/**
 * The frame's own data, loaded with every first page (on the server too): the application config
 * of the news banner and the footer's links, and on the server the footer's module. Rendered
 * into the server's HTML, the banner takes its room before the first paint (no shift) and the
 * footer's links are there without JavaScript. docs/requirements/errors.md: a config that fails to load is ignored
 * (the prefetch never throws).
 */
export const shellLoader: LoaderFactory =
  ({ client, queryClient }) =>
  async () => {
    await Promise.all([
      queryClient.prefetchQuery(appQueries.config(client)),
      // On the server the footer is rendered into the page: its module must be there.
      typeof document === 'undefined' ? loadFooterModule() : undefined,
    ]);
    return null;
  };

/** The frame's data does not change with the page: its loader runs for the first page only. */
export const shellShouldRevalidate = () => false;

import { queryHook } from '../query-hook';
import { appQueries } from './app-queries';

/**
 * The application config (header and footer navigation, category blocks). docs/requirements/errors.md: a failure is
 * silently ignored, so nothing is notified: the query just has no `data` and the shell renders
 * without the configured menus. Retries follow the provider's policy (network and 5xx only).
 * @example
 * const { data: config } = useApplicationConfig();
 * const footer = config?.templateNavItems.footer ?? [];
 */
export const useApplicationConfig = queryHook(appQueries.config);

import { queryHook } from '../query-hook';
import { fastSearchPopupQueries } from './search-queries';

/**
 * Title and description of the fast-search popup, from the category `fast-search-popup`
 * (docs/requirements/app-shell.md). docs/requirements/errors.md: a failure is ignored silently; `data` stays `undefined` and nothing is
 * notified or thrown.
 * @example
 * const { data: popup } = useFastSearchPopup();
 * <Dialog title={popup?.title ?? 'Lista della spesa'}>{popup?.description}</Dialog>
 */
export const useFastSearchPopup = queryHook(fastSearchPopupQueries.detail);

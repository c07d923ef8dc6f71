// The search pages load together as one chunk, as they did when they shared a file.
import type { LoaderFactory } from '../../app/route-context';
import { loaders as fastSearchLoaders } from '../fast-search';
import { loaders as searchLoaders } from '../search';

export { FastSearchPage } from '../fast-search';
export { SearchPage } from '../search';

/** Loaders of this chunk's pages, by page name. */
export const loaders: Record<string, LoaderFactory> = { ...searchLoaders, ...fastSearchLoaders };

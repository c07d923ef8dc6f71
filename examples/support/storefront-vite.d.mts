/** An alias of Vite's `resolve.alias`: a module id pattern and the file it resolves to. */
interface Alias {
  find: RegExp;
  replacement: string;
}

/** The storefront's version (its package.json), which the app shows as `__APP_VERSION__`. */
export const storefrontVersion: string;

/** Packages that must exist once in a page: React itself and the libraries holding its context. */
export const STOREFRONT_DEDUPE: string[];

/** Aliases of React Router's entries to its production build: `react-router`, `react-router/dom`. */
export const reactRouterProduction: { index: Alias; dom: Alias };

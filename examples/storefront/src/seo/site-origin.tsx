import { createContext, useContext, type ReactNode } from 'react';

/**
 * The origin of the storefront's public addresses (canonical links, Open Graph, JSON-LD): the
 * configured `VITE_PUBLIC_URL` when the build sets one, otherwise the page's own origin.
 */
function configuredOrigin(
  publicUrl: string | undefined = import.meta.env.VITE_PUBLIC_URL,
  location: Pick<Location, 'origin'> | undefined = globalThis.location as Location | undefined,
): string {
  const configured = publicUrl?.trim();
  if (configured && URL.canParse(configured)) return new URL(configured).origin;
  return location?.origin ?? '';
}

const SiteOriginContext = createContext<string | null>(null);

/** Props of {@link SiteOriginProvider}. */
interface SiteOriginProviderProps {
  /** The public origin, e.g. the origin of the request a server renders (`https://spesa.example.it`). */
  origin: string;
  children?: ReactNode;
}

/**
 * Gives the pages their public origin where no `location` exists (server rendering): wrap the
 * app in it with the request's origin, or the configured public URL.
 */
export function SiteOriginProvider({ origin, children }: SiteOriginProviderProps) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

/**
 * The public origin of the storefront: the configured `VITE_PUBLIC_URL`, else the origin the
 * provider gives (the request's, when a server renders), else the page's.
 */
export function useSiteOrigin(): string {
  const provided = useContext(SiteOriginContext);
  return configuredOrigin(
    import.meta.env.VITE_PUBLIC_URL,
    provided ? { origin: provided } : (globalThis.location as Location | undefined),
  );
}

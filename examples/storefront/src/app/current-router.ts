import { createContext, useContext } from 'react';
import type { Location, Navigation } from 'react-router-dom';

/** What {@link useCurrentPlace} reads of the page's data router. */
interface RouterStateSource {
  readonly state: {
    readonly location: Location;
    readonly navigation: Navigation;
    /** Whether the last navigation asked to keep the page's scroll (`preventScrollReset`). */
    readonly preventScrollReset: boolean;
  };
}

/**
 * The page's data router, for code that runs outside a render (a callback after a call answers):
 * the router knows where the shopper is at that moment, while a render's `useLocation` may still
 * be the page before a navigation that React has not committed yet.
 */
export const CurrentRouter = createContext<RouterStateSource | undefined>(undefined);

/**
 * Answers a function giving, when called, the path and query of the page the shopper is on or,
 * while a navigation is under way, the page they are going to. Without a router in
 * {@link CurrentRouter} it answers what the last render saw.
 */
export function useCurrentPlace(rendered: { pathname: string; search: string }): () => string {
  const router = useContext(CurrentRouter);
  return () => {
    const place = router ? (router.state.navigation.location ?? router.state.location) : rendered;
    return place.pathname + place.search;
  };
}

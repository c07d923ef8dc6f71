import { useSyncExternalStore } from 'react';
import { breakpointForWidth } from './media';
import { breakpoints, type Breakpoint } from './tokens';

const order: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = order
    .slice(1)
    .map((name) => window.matchMedia(`(min-width: ${breakpoints[name]}px)`));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

function getSnapshot(): Breakpoint {
  return breakpointForWidth(window.innerWidth);
}

/**
 * The current breakpoint of the viewport (xs < 600 <= sm < 960 <= md < 1264 <= lg < 1904 <= xl),
 * updated when the window crosses one; `serverBreakpoint` is used while rendering on the server.
 * @example
 * const isPhone = useBreakpoint() === 'xs';
 */
export function useBreakpoint(serverBreakpoint: Breakpoint = 'xs'): Breakpoint {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverBreakpoint);
}

/** Whether the viewport is at least as wide as the start of `breakpoint`. */
export function useBreakpointUp(
  breakpoint: Breakpoint,
  serverBreakpoint: Breakpoint = 'xs',
): boolean {
  return order.indexOf(useBreakpoint(serverBreakpoint)) >= order.indexOf(breakpoint);
}

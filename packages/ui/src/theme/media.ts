import { breakpoints, type Breakpoint } from './tokens';

/**
 * Media-query helpers for styled-components, e.g. `${media.up('md')} { ... }`.
 * `up` includes the breakpoint, `down` stops just before it.
 */
export const media = {
  /** Matches from the start of `bp` upwards. */
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  /** Matches below the start of `bp`. */
  down: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
  /** Matches exactly the range of `bp`. */
  only: (bp: Breakpoint) => {
    const order: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];
    const next = order[order.indexOf(bp) + 1];
    return next
      ? `@media (min-width: ${breakpoints[bp]}px) and (max-width: ${breakpoints[next] - 0.02}px)`
      : `@media (min-width: ${breakpoints[bp]}px)`;
  },
} as const;

/** Returns the breakpoint name for a viewport width in px. */
export function breakpointForWidth(width: number): Breakpoint {
  if (width >= breakpoints.xl) return 'xl';
  if (width >= breakpoints.lg) return 'lg';
  if (width >= breakpoints.md) return 'md';
  if (width >= breakpoints.sm) return 'sm';
  return 'xs';
}

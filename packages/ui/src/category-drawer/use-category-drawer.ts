import { useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { masonryColumnsFor } from '@carrello/core';
import type { Category } from '@carrello/sdk';
import { breakpoints } from '../theme/tokens';

function subscribeToResize(onResize: () => void): () => void {
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

/**
 * The window's inner width, following resizes; `fallback` on the server and while a
 * server-rendered page hydrates (the same markup as the server's), the real width right after.
 */
export function useViewportWidth(fallback = breakpoints.lg): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => fallback,
  );
}

/** The children of a category, whichever field the chain sends them in. */
export function childrenOf(category: Pick<Category, 'categories' | 'children'>): Category[] {
  return category.categories?.length ? category.categories : (category.children ?? []);
}

/** Spreads items over `columns` columns in reading order, as a masonry menu does (item i → column i mod n). */
export function distributeColumns<T>(items: readonly T[], columns: number): T[][] {
  const count = Math.max(1, Math.floor(columns));
  const result: T[][] = Array.from({ length: count }, () => []);
  items.forEach((item, index) => result[index % count]?.push(item));
  return result.filter((column) => column.length > 0);
}

/** The tabs of the drawer. */
export type CategoryDrawerTab = 'categories' | 'info';

/**
 * Layout of the category drawer (spec 2.3): a tree below md (960 px), a masonry menu from md
 * with the columns of `masonryColumnsFor` (4 by default and at 1744, 3 at 1264, 2 at 960, 1 at 400).
 */
export function useCategoryDrawer() {
  const width = useViewportWidth();
  const [tab, setTab] = useState<CategoryDrawerTab>('categories');
  const layout: 'tree' | 'masonry' = width < breakpoints.md ? 'tree' : 'masonry';
  return { width, layout, columns: masonryColumnsFor(width), tab, setTab };
}

/** Moves between tabs with the arrow keys, Home and End (WAI-ARIA tabs, automatic activation). */
export function tabKeyDown<T extends string>(
  event: KeyboardEvent<HTMLElement>,
  tabs: readonly T[],
  current: T,
  select: (tab: T) => void,
) {
  const index = tabs.indexOf(current);
  let next: number | null = null;
  if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
  if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
  if (event.key === 'Home') next = 0;
  if (event.key === 'End') next = tabs.length - 1;
  if (next === null) return;
  event.preventDefault();
  const tab = tabs[next] as T;
  select(tab);
  const list = event.currentTarget.closest('[role="tablist"]');
  list?.querySelector<HTMLElement>(`[data-tab="${tab}"]`)?.focus();
}

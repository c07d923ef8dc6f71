import { useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { Category } from '@carrello/sdk';
import { breakpoints, defaultTheme, type ThemeLayout } from '../theme/tokens';

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

/**
 * The column count of the masonry menu at a viewport width: the count of the smallest
 * `masonryColumns` key at or above the width, else `default`.
 */
export function masonryColumnsFor(width: number, columns: ThemeLayout['masonryColumns']): number {
  const limits = Object.keys(columns)
    .filter((key) => key !== 'default')
    .map(Number)
    .sort((a, b) => a - b);
  for (const limit of limits) if (width <= limit) return columns[limit] ?? columns.default;
  return columns.default;
}

/** The tabs of the drawer. */
export type CategoryDrawerTab = 'categories' | 'info';

/**
 * Layout of the category drawer: a tree below md (960 px), a masonry menu from md with the
 * theme's `layout.masonryColumns` (by default 4, and up to 1744 px 4, 1264 px 3, 960 px 2, 400 px 1).
 */
export function useCategoryDrawer({
  masonryColumns = defaultTheme.layout.masonryColumns,
}: {
  /** The masonry columns by width (the skin passes its theme's `layout.masonryColumns`). */
  masonryColumns?: ThemeLayout['masonryColumns'];
} = {}) {
  const width = useViewportWidth();
  const [tab, setTab] = useState<CategoryDrawerTab>('categories');
  const layout: 'tree' | 'masonry' = width < breakpoints.md ? 'tree' : 'masonry';
  return { width, layout, columns: masonryColumnsFor(width, masonryColumns), tab, setTab };
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

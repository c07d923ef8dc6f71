import { useEffect, useRef } from 'react';

import { useCarrelloContext, type CarrelloAnalyticsEvent } from '../provider';

/** Name of the analytics event sent after a category, product or page loads (docs/requirements/account.md). */
export const CONTENT_VIEW_EVENT = 'content_view';

/** What a content-view event says about the content shown. */
export interface ContentViewDetails {
  /** The kind of content. */
  contentType: 'category' | 'product' | 'page';
  /** Its id or slug. */
  contentId: string | number;
  /** Its name, e.g. the category or product name. */
  contentName?: string;
  /** The route's path, without query string (return pages carry secrets there). */
  path?: string;
}

/**
 * Sends one content-view event through an analytics callback (docs/requirements/account.md).
 * @example trackContentView(track, { contentType: 'product', contentId: product.slug });
 */
export function trackContentView(
  track: (event: CarrelloAnalyticsEvent) => void,
  details: ContentViewDetails,
): void {
  track({ event: CONTENT_VIEW_EVENT, ...details });
}

/**
 * Sends a content-view event to the provider's `analytics` once the content has loaded, and
 * again each time another content (type and id) is shown (docs/requirements/account.md: the category, product or
 * page loads first, then the event is sent). Pass `undefined` while loading.
 * @example
 * const { data: product } = useProduct(slug);
 * useTrackContentView(
 *   product && { contentType: 'product', contentId: product.slug, contentName: product.name },
 * );
 */
export function useTrackContentView(details: ContentViewDetails | undefined): void {
  const { track } = useCarrelloContext();
  const latest = useRef({ track, details });
  // Keeps the newest callback and details without re-sending when only they change.
  useEffect(() => {
    latest.current = { track, details };
  });
  const key = details ? `${details.contentType}:${String(details.contentId)}` : undefined;
  useEffect(() => {
    const current = latest.current;
    if (key === undefined || !current.details) return;
    trackContentView(current.track, current.details);
  }, [key]);
}

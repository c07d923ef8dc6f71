import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createTestContext } from '../testing/wrapper';
import {
  trackContentView,
  useTrackContentView,
  type ContentViewDetails,
} from './track-content-view';

describe('useTrackContentView', () => {
  it('sends nothing while the content loads, then one content-view event', () => {
    const { wrapper, analytics } = createTestContext();
    const { rerender } = renderHook(
      ({ details }: { details: ContentViewDetails | undefined }) => useTrackContentView(details),
      {
        wrapper,
        initialProps: { details: undefined as ContentViewDetails | undefined },
      },
    );
    expect(analytics).not.toHaveBeenCalled();
    const product: ContentViewDetails = {
      contentType: 'product',
      contentId: 'pomodori-pelati',
      contentName: 'Pomodori pelati',
    };
    rerender({ details: product });
    rerender({ details: { ...product } });
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(analytics).toHaveBeenCalledWith({ event: 'content_view', ...product });
  });

  it('sends again when another content is shown', () => {
    const { wrapper, analytics } = createTestContext();
    const { rerender } = renderHook(
      ({ details }: { details: ContentViewDetails | undefined }) => useTrackContentView(details),
      { wrapper, initialProps: { details: { contentType: 'category', contentId: 10 } } },
    );
    rerender({ details: { contentType: 'category', contentId: 11 } });
    expect(analytics.mock.calls.map(([event]) => event.contentId)).toEqual([10, 11]);
  });
});

describe('trackContentView', () => {
  it('sends a content_view event with the details', () => {
    const track = vi.fn();
    trackContentView(track, { contentType: 'page', contentId: 'privacy-policy' });
    expect(track).toHaveBeenCalledWith({
      event: 'content_view',
      contentType: 'page',
      contentId: 'privacy-policy',
    });
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useRemovalQuestion } from './use-removal-question';

describe('useRemovalQuestion', () => {
  it('asks about nothing at first', () => {
    const { result } = renderHook(() => useRemovalQuestion<string>(['Spesa']));
    expect(result.current.item).toBeNull();
  });

  describe('when a card asks', () => {
    it('holds the item until the question closes', () => {
      const { result } = renderHook(() => useRemovalQuestion<string>(['Spesa']));
      const row = document.createElement('li');
      const control = row.appendChild(document.createElement('button'));
      act(() => result.current.ask('Spesa', control));
      expect(result.current.item).toBe('Spesa');
      act(() => result.current.close());
      expect(result.current.item).toBeNull();
    });
  });
});

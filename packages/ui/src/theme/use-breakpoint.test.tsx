import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setViewport } from '../testing/window';
import { breakpointForWidth } from './media';
import { useBreakpoint, useBreakpointUp } from './use-breakpoint';

const initialWidth = window.innerWidth;

function resizeTo(width: number) {
  act(() => setViewport({ width }));
}

describe('breakpoints', () => {
  afterEach(() => resizeTo(initialWidth));

  it('maps widths to the breakpoints of ARCHITECTURE.md', () => {
    expect(breakpointForWidth(390)).toBe('xs');
    expect(breakpointForWidth(599)).toBe('xs');
    expect(breakpointForWidth(600)).toBe('sm');
    expect(breakpointForWidth(959)).toBe('sm');
    expect(breakpointForWidth(960)).toBe('md');
    expect(breakpointForWidth(1264)).toBe('lg');
    expect(breakpointForWidth(1440)).toBe('lg');
    expect(breakpointForWidth(1904)).toBe('xl');
  });

  it('follows the window across a breakpoint', () => {
    resizeTo(390);
    const { result } = renderHook(() => ({ bp: useBreakpoint(), fromMd: useBreakpointUp('md') }));
    expect(result.current).toEqual({ bp: 'xs', fromMd: false });
    resizeTo(1440);
    expect(result.current).toEqual({ bp: 'lg', fromMd: true });
  });
});

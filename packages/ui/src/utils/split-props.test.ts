import { describe, expect, it } from 'vitest';
import { splitProps } from './split-props';

describe('splitProps', () => {
  it('gives the named options to the hook and every other prop to the element', () => {
    const [options, rest] = splitProps(
      { value: 2, min: 1, id: 'quantita', 'aria-label': 'Quantità' },
      { value: true, min: true },
    );
    expect(options).toEqual({ value: 2, min: 1 });
    expect(rest).toEqual({ id: 'quantita', 'aria-label': 'Quantità' });
  });

  it('names an option that was not given as undefined, and keeps it off the element', () => {
    const props: { value?: number; max?: number; title?: string } = { title: 'Quantità' };
    const [options, rest] = splitProps(props, { value: true, max: true });
    expect(Object.keys(options)).toEqual(['value', 'max']);
    expect(options).toEqual({ value: undefined, max: undefined });
    expect(Object.keys(rest)).toEqual(['title']);
  });
});

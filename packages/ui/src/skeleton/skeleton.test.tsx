import { render } from '../testing/render';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.styles';

describe('Skeleton', () => {
  it('is hidden from screen readers and leaves nothing to read', () => {
    const { container } = render(
      <p>
        <Skeleton width={120} />
      </p>,
    );
    const skeleton = container.querySelector('p > span');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveTextContent('');
  });

  it('takes its size in px from numbers and as given from strings', () => {
    const { container } = render(
      <>
        <Skeleton width={120} height={16} />
        <Skeleton width="60%" />
      </>,
    );
    const [numeric, text] = container.querySelectorAll('span');
    expect(numeric).toHaveStyle({ width: '120px', height: '16px' });
    expect(text).toHaveStyle({ width: '60%' });
  });

  it('says its shape, a rectangle by default, and rounds a circle fully', () => {
    const { container } = render(
      <>
        <Skeleton />
        <Skeleton shape="circle" width={40} height={40} />
      </>,
    );
    const [rect, circle] = container.querySelectorAll('span');
    expect(rect).toHaveAttribute('data-shape', 'rect');
    expect(circle).toHaveAttribute('data-shape', 'circle');
    expect(circle).toHaveStyle({ borderRadius: '50%' });
  });

  it('forwards its ref', () => {
    const ref = createRef<HTMLSpanElement>();
    const { container } = render(<Skeleton ref={ref} />);
    expect(ref.current).toBe(container.querySelector('span'));
  });
});

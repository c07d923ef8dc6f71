import { render, screen } from '../testing/render';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.styles';

describe('Badge', () => {
  it('shows its text when it has no count', () => {
    render(<Badge variant="accent">Omaggio</Badge>);
    const badge = screen.getByText('Omaggio');
    expect(badge).toHaveAttribute('data-variant', 'accent');
  });

  it('shows a count in full up to 99, then "99+"', () => {
    const { rerender } = render(<Badge count={99} aria-label="Prodotti nel carrello" />);
    expect(screen.getByLabelText('Prodotti nel carrello')).toHaveTextContent(/^99$/);
    rerender(<Badge count={100} aria-label="Prodotti nel carrello" />);
    expect(screen.getByLabelText('Prodotti nel carrello')).toHaveTextContent(/^99\+$/);
    rerender(<Badge count={0} aria-label="Prodotti nel carrello" />);
    expect(screen.getByLabelText('Prodotti nel carrello')).toHaveTextContent(/^0$/);
  });

  it('caps the count at the max it is given, and the count wins over the text', () => {
    render(
      <Badge count={12} max={9} aria-label="Notifiche">
        nuove
      </Badge>,
    );
    expect(screen.getByLabelText('Notifiche')).toHaveTextContent(/^9\+$/);
  });

  it('is primary by default, passes its attributes on and forwards its ref', () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <Badge ref={ref} data-part="badge" title="Nuovo">
        Nuovo
      </Badge>,
    );
    const badge = screen.getByTitle('Nuovo');
    expect(badge).toHaveAttribute('data-variant', 'primary');
    expect(badge).toHaveAttribute('data-part', 'badge');
    expect(ref.current).toBe(badge);
  });
});

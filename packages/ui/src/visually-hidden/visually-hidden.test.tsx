import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text for screen readers while taking no room on screen', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Chiudi</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
    const text = screen.getByText('Chiudi');
    expect(text).toHaveStyle({
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
    });
    expect(text).toBeVisible();
  });

  it('merges the caller style over its own', () => {
    render(<VisuallyHidden style={{ top: 0 }}>Totale</VisuallyHidden>);
    expect(screen.getByText('Totale')).toHaveStyle({ top: '0px', position: 'absolute' });
  });
});

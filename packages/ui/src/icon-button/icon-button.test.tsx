import { render, screen } from '../testing/render';
import { X } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button.styles';

describe('IconButton', () => {
  it('is named by its label, shown as a tooltip, with the icon hidden from screen readers', async () => {
    const onClick = vi.fn();
    const { user } = render(
      <IconButton label="Chiudi" onClick={onClick}>
        <X />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Chiudi' });
    expect(button).toHaveAttribute('title', 'Chiudi');
    expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps a tooltip of its own, and is never smaller than 24 px (WCAG target size)', () => {
    render(
      <IconButton label="Rimuovi" title="Rimuovi dal carrello" size={16}>
        <X />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Rimuovi' });
    expect(button).toHaveAttribute('title', 'Rimuovi dal carrello');
    expect(button).toHaveStyle({ width: '24px', height: '24px' });
  });
});

import { render, screen } from '../testing/render';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.styles';

describe('Checkbox', () => {
  it('is a checkbox named by its label that reports the new state', async () => {
    const onCheckedChange = vi.fn();
    const { user } = render(
      <Checkbox label="Accetto le condizioni di vendita" onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Accetto le condizioni di vendita' });
    await user.click(screen.getByText('Accetto le condizioni di vendita'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('is described by its help text and, when invalid, by its error', () => {
    render(
      <Checkbox
        label="Voglio la fattura"
        description="Ti serve una partita IVA"
        error="Campo obbligatorio"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Voglio la fattura' });
    expect(box).toHaveAccessibleDescription('Ti serve una partita IVA Campo obbligatorio');
    expect(box).toBeInvalid();
  });

  it('is neither described nor invalid without help or error', () => {
    render(<Checkbox label="Ricordami" />);
    const box = screen.getByRole('checkbox', { name: 'Ricordami' });
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('shows a mixed state, then the state the caller gives it', async () => {
    function AcceptAll() {
      const [checked, setChecked] = useState(false);
      const [mixed, setMixed] = useState(true);
      return (
        <Checkbox
          label="Accetta alternative per tutti"
          checked={checked}
          indeterminate={mixed}
          onCheckedChange={(next) => {
            setMixed(false);
            setChecked(next);
          }}
        />
      );
    }
    const { user } = render(<AcceptAll />);
    const box = screen.getByRole('checkbox', { name: 'Accetta alternative per tutti' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box).toHaveAttribute('data-state', 'indeterminate');
    expect((box as HTMLInputElement).indeterminate).toBe(true);
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('data-state', 'checked');
    expect((box as HTMLInputElement).indeterminate).toBe(false);
  });
});

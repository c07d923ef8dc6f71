import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { Checkbox } from './checkbox.styles';

describe('Checkbox', () => {
  it('is a checkbox named by its label that reports the new state', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <ThemeProvider>
        <Checkbox label="Accetto le condizioni di vendita" onCheckedChange={onCheckedChange} />
      </ThemeProvider>,
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
      <ThemeProvider>
        <Checkbox
          label="Voglio la fattura"
          description="Ti serve una partita IVA"
          error="Campo obbligatorio"
        />
      </ThemeProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'Voglio la fattura' });
    expect(box).toHaveAccessibleDescription('Ti serve una partita IVA Campo obbligatorio');
    expect(box).toBeInvalid();
  });

  it('is neither described nor invalid without help or error', () => {
    render(
      <ThemeProvider>
        <Checkbox label="Ricordami" />
      </ThemeProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'Ricordami' });
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('shows a mixed state, then the state the caller gives it', async () => {
    const user = userEvent.setup();
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
    render(
      <ThemeProvider>
        <AcceptAll />
      </ThemeProvider>,
    );
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

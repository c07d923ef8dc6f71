import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { Switch } from './switch.styles';

describe('Switch', () => {
  it('toggles with a click and with Space, reporting the new state', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <ThemeProvider>
        <Switch label="Accetta sostituzioni" onCheckedChange={onCheckedChange} />
      </ThemeProvider>,
    );
    const control = screen.getByRole('switch', { name: 'Accetta sostituzioni' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(control).toHaveAttribute('data-state', 'checked');
    await user.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('lets the user handler prevent the toggle', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <Switch aria-label="Newsletter" onClick={(event) => event.preventDefault()} />
      </ThemeProvider>,
    );
    const control = screen.getByRole('switch', { name: 'Newsletter' });
    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'false');
  });

  it('stays as controlled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <ThemeProvider>
        <Switch aria-label="Fattura" checked onCheckedChange={onCheckedChange} />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('switch', { name: 'Fattura' }));
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch', { name: 'Fattura' })).toHaveAttribute('aria-checked', 'true');
  });

  it('is built by hand from its Root and Thumb parts, as the headless switch', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <ThemeProvider>
        <Switch.Root aria-label="Notifiche" onCheckedChange={onCheckedChange}>
          <Switch.Thumb data-testid="thumb" />
        </Switch.Root>
      </ThemeProvider>,
    );
    const control = screen.getByRole('switch', { name: 'Notifiche' });
    await user.click(control);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('thumb')).toHaveAttribute('data-state', 'checked');
  });
});

import { render, screen } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch.styles';

describe('Switch', () => {
  it('toggles with a click and with Space, reporting the new state', async () => {
    const onCheckedChange = vi.fn();
    const { user } = render(
      <Switch label="Accetta sostituzioni" onCheckedChange={onCheckedChange} />,
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
    const { user } = render(
      <Switch aria-label="Newsletter" onClick={(event) => event.preventDefault()} />,
    );
    const control = screen.getByRole('switch', { name: 'Newsletter' });
    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'false');
  });

  it('stays as controlled', async () => {
    const onCheckedChange = vi.fn();
    const { user } = render(
      <Switch aria-label="Fattura" checked onCheckedChange={onCheckedChange} />,
    );
    await user.click(screen.getByRole('switch', { name: 'Fattura' }));
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch', { name: 'Fattura' })).toHaveAttribute('aria-checked', 'true');
  });

  it('is built by hand from its Root and Thumb parts, as the headless switch', async () => {
    const onCheckedChange = vi.fn();
    const { user } = render(
      <Switch.Root aria-label="Notifiche" onCheckedChange={onCheckedChange}>
        <Switch.Thumb data-testid="thumb" />
      </Switch.Root>,
    );
    const control = screen.getByRole('switch', { name: 'Notifiche' });
    await user.click(control);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('thumb')).toHaveAttribute('data-state', 'checked');
  });
});

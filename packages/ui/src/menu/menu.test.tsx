import { render, screen, waitFor } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import * as Menu from './headless-parts';

describe('Menu', () => {
  it('opens from its button, selects an item and closes', async () => {
    const onLogout = vi.fn();
    const { user } = render(
      <Menu.Root>
        <Menu.Trigger>Profilo</Menu.Trigger>
        <Menu.Content>
          <Menu.Item>I miei ordini</Menu.Item>
          <Menu.Item onSelect={onLogout}>Esci</Menu.Item>
        </Menu.Content>
      </Menu.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Profilo' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('menuitem', { name: 'Esci' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('starts on its first item when it is open from the start', async () => {
    render(
      <Menu.Root defaultOpen>
        <Menu.Trigger>Profilo</Menu.Trigger>
        <Menu.Content>
          <Menu.Item>I miei ordini</Menu.Item>
          <Menu.Item>Esci</Menu.Item>
        </Menu.Content>
      </Menu.Root>,
    );
    const first = await screen.findByRole('menuitem', { name: 'I miei ordini' });
    expect(first).toHaveAttribute('data-highlighted');
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('throws when an item is outside Menu.Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Menu.Item>Esci</Menu.Item>)).toThrow(
      '`Menu.Item` must be used within `Menu.Root`',
    );
  });
});

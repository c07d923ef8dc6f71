import { render, screen, waitFor } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import { TopBarProfileMenu, type TopBarProfileMenuProps } from './profile-menu';

function renderMenu(props: Partial<TopBarProfileMenuProps> = {}) {
  const onLogout = vi.fn();
  const onSelect = vi.fn();
  const { user } = render(
    <TopBarProfileMenu
      userName="Mario"
      items={[
        { label: 'I miei ordini', href: '/profile/orders' },
        { label: 'Le mie liste', onSelect },
      ]}
      onLogout={onLogout}
      {...props}
    />,
  );
  return { onLogout, onSelect, user };
}

const PROFILE = { name: 'Menu profilo, Mario' };

describe('TopBarProfileMenu', () => {
  it('is a button named after the shopper and marked as a menu button', () => {
    renderMenu();
    const button = screen.getByRole('button', PROFILE);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on Enter on its first entry, and Escape gives the focus back to the button', async () => {
    const { user } = renderMenu();
    screen.getByRole('button', PROFILE).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'I miei ordini' })).toHaveFocus(),
    );
    expect(screen.getByRole('menuitem', { name: 'I miei ordini' })).toHaveAttribute(
      'href',
      '/profile/orders',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', PROFILE)).toHaveFocus();
  });

  it('runs an entry without a link, then "Esci", closing after each', async () => {
    const { onLogout, onSelect, user } = renderMenu();
    await user.click(screen.getByRole('button', PROFILE));
    await user.click(await screen.findByRole('menuitem', { name: 'Le mie liste' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', PROFILE));
    await user.click(await screen.findByRole('menuitem', { name: 'Esci' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('leaves "Esci" out without onLogout', async () => {
    const { user } = renderMenu({ onLogout: undefined });
    await user.click(screen.getByRole('button', PROFILE));
    await screen.findByRole('menu');
    expect(screen.queryByRole('menuitem', { name: 'Esci' })).not.toBeInTheDocument();
  });

  it('opens and closes under the control of its open prop', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderMenu({ open: true, onOpenChange });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    // Still open: the caller has not closed it.
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});

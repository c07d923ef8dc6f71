import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The top bar loads its profile menu on demand. These tests hold the menu's code back until
 * `arrive()` to act on the stand-in button first, as a fast shopper on a slow network would.
 */
let arrive: () => void = () => undefined;

beforeEach(() => {
  vi.resetModules();
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  vi.doMock('./profile-menu', async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
});

async function renderSignedIn() {
  const { ThemeProvider } = await import('../theme/theme-provider');
  const { TopBar } = await import('./top-bar.styles');
  const onLogout = vi.fn();
  render(
    <ThemeProvider>
      <TopBar
        logo="Carrello"
        userName="Mario"
        profileItems={[{ label: 'I miei ordini', href: '/profile/orders' }]}
        onLogout={onLogout}
        cartCount={0}
        cartTotal={0}
      />
    </ThemeProvider>,
  );
  return { onLogout };
}

const PROFILE = { name: 'Menu profilo, Mario' };

describe('TopBar profile menu, before its code has arrived', () => {
  it('shows the button at once, named and marked as a menu button', async () => {
    await renderSignedIn();
    const button = screen.getByRole('button', PROFILE);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    arrive();
  });

  it('keeps the keyboard focus on the button when the menu arrives', async () => {
    await renderSignedIn();
    const standIn = screen.getByRole('button', PROFILE);
    standIn.focus();
    arrive();
    await waitFor(() => expect(screen.getByRole('button', PROFILE)).not.toBe(standIn));
    expect(screen.getByRole('button', PROFILE)).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the menu pressed with Enter before it arrived, on its first entry', async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    screen.getByRole('button', PROFILE).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    arrive();
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'I miei ordini' })).toHaveFocus(),
    );
    expect(menu).toContainElement(screen.getByRole('menuitem', { name: 'Esci' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', PROFILE)).toHaveFocus();
  });

  it('opens the menu clicked before it arrived, and logs out from it', async () => {
    const user = userEvent.setup();
    const { onLogout } = await renderSignedIn();
    await user.click(screen.getByRole('button', PROFILE));
    arrive();
    await user.click(await screen.findByRole('menuitem', { name: 'Esci' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('forgets a focus the shopper moved elsewhere before the menu arrived', async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    screen.getByRole('button', PROFILE).focus();
    await user.tab();
    const elsewhere = document.activeElement;
    expect(elsewhere).not.toBe(screen.getByRole('button', PROFILE));
    arrive();
    await waitFor(() => expect(screen.getByRole('button', PROFILE)).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(elsewhere);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdCodeBack, type HeldCode } from '../testing/held-code';

/**
 * LazyTopBarProfileMenu loads the menu's code on demand. These tests hold that code back until
 * `code.arrive()` to act on the button first, as a fast shopper on a slow network would.
 */
let code: HeldCode;

beforeEach(() => {
  vi.resetModules();
  code = holdCodeBack();
  vi.doMock('./profile-menu', code.load);
});

async function renderSignedIn() {
  const { ThemeProvider } = await import('../theme/theme-provider');
  const { TopBar } = await import('./top-bar');
  const { LazyTopBarProfileMenu, preloadTopBarProfileMenu } = await import('./lazy-profile-menu');
  const onLogout = vi.fn();
  render(
    <ThemeProvider>
      <TopBar
        logo="Carrello"
        userName="Mario"
        profileMenu={
          <LazyTopBarProfileMenu
            userName="Mario"
            items={[{ label: 'I miei ordini', href: '/profile/orders' }]}
            onLogout={onLogout}
          />
        }
        cartCount={0}
        cartTotal={0}
      />
    </ThemeProvider>,
  );
  return { onLogout, preloadTopBarProfileMenu, user: userEvent.setup() };
}

const PROFILE = { name: 'Menu profilo, Mario' };

/** Lets the held load settle, then checks that the shopper still has the placeholder, no menu. */
async function expectPlaceholderWhileHeld(placeholder: HTMLElement) {
  await code.held();
  expect(screen.getByRole('button', PROFILE)).toBe(placeholder);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
}

// Every test imports the widget afresh (vi.resetModules, for an empty module cache of the lazy
// code), which takes a few seconds on a busy machine: a longer time limit than the default 5 s.
describe('LazyTopBarProfileMenu', { timeout: 30_000 }, () => {
  it('shows the button at once, named and marked as a menu button, without loading the menu', async () => {
    await renderSignedIn();
    const button = screen.getByRole('button', PROFILE);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await code.settle();
    expect(code.requested).toBe(0);
    code.arrive();
  });

  it('becomes the menu when the app preloads it', async () => {
    const { preloadTopBarProfileMenu, user } = await renderSignedIn();
    const placeholder = screen.getByRole('button', PROFILE);
    code.arrive();
    await preloadTopBarProfileMenu();
    await waitFor(() => expect(screen.getByRole('button', PROFILE)).not.toBe(placeholder));
    await user.click(screen.getByRole('button', PROFILE));
    expect(await screen.findByRole('menuitem', { name: 'I miei ordini' })).toBeInTheDocument();
  });

  it('loads the menu on focus and keeps the keyboard focus on the button when it arrives', async () => {
    await renderSignedIn();
    const placeholder = screen.getByRole('button', PROFILE);
    placeholder.focus();
    await expectPlaceholderWhileHeld(placeholder);
    expect(code.requested).toBe(1);
    expect(placeholder).toHaveFocus();
    code.arrive();
    await waitFor(() => expect(screen.getByRole('button', PROFILE)).not.toBe(placeholder));
    expect(screen.getByRole('button', PROFILE)).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the menu pressed with Enter before it arrived, on its first entry', async () => {
    const { user } = await renderSignedIn();
    const placeholder = screen.getByRole('button', PROFILE);
    placeholder.focus();
    await user.keyboard('{Enter}');
    await expectPlaceholderWhileHeld(placeholder);
    code.arrive();
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'I miei ordini' })).toHaveFocus(),
    );
    expect(menu).toContainElement(screen.getByRole('menuitem', { name: 'Esci' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', PROFILE)).toHaveFocus();
  });

  it('opens the menu asked for with the down arrow before it arrived', async () => {
    const { user } = await renderSignedIn();
    const placeholder = screen.getByRole('button', PROFILE);
    placeholder.focus();
    await user.keyboard('{ArrowDown}');
    await expectPlaceholderWhileHeld(placeholder);
    code.arrive();
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'I miei ordini' })).toHaveFocus(),
    );
  });

  it('opens the menu clicked before it arrived, and logs out from it', async () => {
    const { onLogout, user } = await renderSignedIn();
    const placeholder = screen.getByRole('button', PROFILE);
    await user.click(placeholder);
    await expectPlaceholderWhileHeld(placeholder);
    code.arrive();
    await user.click(await screen.findByRole('menuitem', { name: 'Esci' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('leaves the focus where the shopper moved it before the menu arrived', async () => {
    const { user } = await renderSignedIn();
    const placeholder = screen.getByRole('button', PROFILE);
    placeholder.focus();
    await user.tab();
    const elsewhere = document.activeElement;
    expect(elsewhere).not.toBe(placeholder);
    await expectPlaceholderWhileHeld(placeholder);
    expect(document.activeElement).toBe(elsewhere);
    code.arrive();
    await waitFor(() => expect(screen.getByRole('button', PROFILE)).not.toBe(placeholder));
    expect(document.activeElement).toBe(elsewhere);
  });
});

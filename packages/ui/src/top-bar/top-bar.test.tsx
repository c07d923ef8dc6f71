import { render, screen } from '../testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollWindowTo, setViewport, stubResizeObserver } from '../testing/window';
import { TopBarProfileMenu } from './profile-menu';
import { TopBar } from './top-bar';

afterEach(() => scrollWindowTo(0));

type BarProps = Partial<Parameters<typeof TopBar>[0]>;

function bar(props: BarProps) {
  return <TopBar logo="Carrello" cartCount={3} cartTotal={24.5} {...props} />;
}

/** Renders the bar; its `rerender` takes other props over the same defaults. */
function renderBar(props: BarProps = {}) {
  const view = render(bar(props));
  return { ...view, rerender: (next: BarProps) => view.rerender(bar(next)) };
}

describe('TopBar', () => {
  it('shrinks the logo only after more than 55 px of scroll', () => {
    renderBar();
    const header = screen.getByRole('banner');
    scrollWindowTo(55);
    expect(header).not.toHaveAttribute('data-shrunk');
    scrollWindowTo(56);
    expect(header).toHaveAttribute('data-shrunk');
    scrollWindowTo(10);
    expect(header).not.toHaveAttribute('data-shrunk');
  });

  it('folds to its search row while the shopper scrolls down, and unfolds on the way up', () => {
    renderBar();
    const header = screen.getByRole('banner');
    scrollWindowTo(100);
    scrollWindowTo(300);
    expect(header).toHaveAttribute('data-folded');
    // A tremor of a few pixels is not a change of direction.
    scrollWindowTo(296);
    expect(header).toHaveAttribute('data-folded');
    scrollWindowTo(250);
    expect(header).not.toHaveAttribute('data-folded');
    scrollWindowTo(400);
    expect(header).toHaveAttribute('data-folded');
    scrollWindowTo(60);
    expect(header).not.toHaveAttribute('data-folded');
  });

  it('names the cart button with the count text and the total, and reports clicks', async () => {
    const onCartClick = vi.fn();
    const { user } = renderBar({ onCartClick });
    const cart = screen.getByRole('button', {
      name: /^Carrello, 3 prodotti, totale carrello 24,50\s€$/,
    });
    expect(cart).toHaveTextContent('3');
    await user.click(cart);
    expect(onCartClick).toHaveBeenCalledTimes(1);
  });

  it('links the favourites to /profile/lists', () => {
    renderBar();
    expect(screen.getByRole('link', { name: 'Preferiti' })).toHaveAttribute(
      'href',
      '/profile/lists',
    );
  });

  it('offers "Vai alla cassa" only when logged in with items', () => {
    const { rerender } = renderBar({ userName: null });
    expect(screen.queryByRole('link', { name: 'Vai alla cassa' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    rerender({ userName: 'Mario', cartCount: 0, cartTotal: 0 });
    expect(screen.queryByRole('link', { name: 'Vai alla cassa' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Carrello, nessun prodotto, totale carrello 0,00\s€$/ }),
    );
    rerender({ userName: 'Mario', cartCount: 2, cartTotal: 9.9 });
    expect(screen.getByRole('link', { name: 'Vai alla cassa' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('leaves out "Vai alla cassa" when asked, e.g. on the checkout page', () => {
    renderBar({ userName: 'Mario', hideCheckout: true });
    expect(screen.queryByRole('link', { name: 'Vai alla cassa' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Carrello, 3 prodotti/ })).toBeEnabled();
  });

  it('keeps the cart shut while it is disabled (docs/requirements/app-shell.md: on /payment)', async () => {
    const onCartClick = vi.fn();
    const { user } = renderBar({ userName: 'Mario', cartDisabled: true, onCartClick });
    const cart = screen.getByRole('button', { name: /^Carrello, 3 prodotti/ });
    expect(cart).toBeDisabled();
    await user.click(cart);
    expect(onCartClick).not.toHaveBeenCalled();
  });

  it('says whether the cart drawer it toggles is open, and nothing when it does not toggle one', () => {
    const { rerender } = renderBar({ userName: 'Mario', cartExpanded: false });
    const cart = screen.getByRole('button', { name: /^Carrello, 3 prodotti/ });
    expect(cart).toHaveAttribute('aria-expanded', 'false');
    rerender({ userName: 'Mario', cartExpanded: true });
    expect(cart).toHaveAttribute('aria-expanded', 'true');
    rerender({ userName: 'Mario' });
    expect(cart).not.toHaveAttribute('aria-expanded');
  });

  it('offers "Registrati" to a visitor when the app handles it, and not once signed in', async () => {
    const onRegister = vi.fn();
    const { rerender, user } = renderBar({ userName: null, onRegister });
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(onRegister).toHaveBeenCalledTimes(1);
    rerender({ userName: 'Mario', onRegister });
    expect(screen.queryByRole('button', { name: 'Registrati' })).not.toBeInTheDocument();
  });

  it('shows the profile menu slot instead of "Accedi" while someone is signed in', () => {
    const onLogin = vi.fn();
    const { rerender } = renderBar({
      userName: null,
      onLogin,
      profileMenu: <button type="button">Menu di Mario</button>,
    });
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu di Mario' })).not.toBeInTheDocument();
    rerender({ userName: 'Mario', profileMenu: <button type="button">Menu di Mario</button> });
    expect(screen.getByRole('button', { name: 'Menu di Mario' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accedi' })).not.toBeInTheDocument();
  });

  it('opens a TopBarProfileMenu in its slot from the keyboard and logs out', async () => {
    const onLogout = vi.fn();
    const { user } = renderBar({
      userName: 'Mario',
      profileMenu: (
        <TopBarProfileMenu
          userName="Mario"
          items={[{ label: 'I miei ordini', href: '/profile/orders' }]}
          onLogout={onLogout}
        />
      ),
    });
    screen.getByRole('button', { name: 'Menu profilo, Mario' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Esci' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows the time-slot button on small screens only', async () => {
    setViewport({ width: 390 });
    const onTimeSlotClick = vi.fn();
    const { user } = renderBar({ timeSlotLabel: '', onTimeSlotClick });
    const button = screen.getByRole('button', { name: 'Scegli data e ora' });
    await user.click(button);
    expect(onTimeSlotClick).toHaveBeenCalled();
    setViewport({ width: 1024 });
  });

  it('keeps the page scrolled so that a focused control is never under the sticky bar', () => {
    const bar = stubResizeObserver(100);
    const { unmount } = renderBar();
    expect(document.documentElement.style.scrollPaddingTop).toBe('108px');
    // Larger text or a narrower screen: the bar grows, and so does the room kept above a focus.
    bar.resize(150.4);
    expect(document.documentElement.style.scrollPaddingTop).toBe('159px');
    unmount();
    expect(document.documentElement.style.scrollPaddingTop).toBe('');
    vi.unstubAllGlobals();
  });
});

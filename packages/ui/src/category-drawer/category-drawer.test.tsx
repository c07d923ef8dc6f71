import { act, render, screen, waitFor, within } from '../testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewport } from '../testing/window';
import { CategoryDrawer } from './category-drawer';
import { categoryTree, infoItems } from './fixtures';
import { distributeColumns } from './use-category-drawer';

function setWidth(width: number) {
  act(() => {
    setViewport({ width });
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => setWidth(1024));

function renderDrawer(onNavigate = vi.fn()) {
  return render(
    <CategoryDrawer
      defaultOpen
      categories={categoryTree}
      infoItems={infoItems}
      onNavigate={onNavigate}
    />,
  );
}

describe('CategoryDrawer', () => {
  it.each([
    [1904, 4],
    [1744, 4],
    [1300, 4],
    [1264, 3],
    [1000, 3],
    [960, 2],
  ])('lays out a masonry of first-level categories at %i px in %i columns', (width, columns) => {
    setWidth(width);
    renderDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Categorie' });
    expect(dialog).toHaveAttribute('data-side', 'left');
    expect(dialog).toHaveAttribute('data-layout', 'masonry');
    expect(dialog.querySelector('[data-columns]')).toHaveAttribute('data-columns', String(columns));
    expect(within(dialog).getByRole('region', { name: 'Dispensa' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Pasta' })).toHaveAttribute('href', '/pasta');
  });

  it('shows a tree on small screens', async () => {
    setWidth(390);
    const { user } = renderDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Categorie' });
    expect(dialog).toHaveAttribute('data-layout', 'tree');
    const trigger = within(dialog).getByRole('button', { name: 'Dispensa' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Tutto in Dispensa' })).toHaveAttribute(
      'href',
      '/dispensa',
    );
  });

  it('moves to the Info tab with the arrow keys and lists links with sub-links', async () => {
    const { user } = renderDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Categorie' });
    const products = screen.getByRole('tab', { name: 'Prodotti' });
    expect(products).toHaveAttribute('aria-selected', 'true');
    // The focus manager moves focus into the drawer on a later frame: let it land first, so it
    // cannot take focus back from the tab on a slow machine.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(products);
    expect(products).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const info = screen.getByRole('tab', { name: 'Info' });
    expect(info).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Info' });
    expect(within(panel).getByRole('link', { name: 'Consegna a domicilio' })).toHaveAttribute(
      'href',
      '/page/consegna',
    );
  });

  it('reports the followed link and closes', async () => {
    const onNavigate = vi.fn((_href: string, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    const { user } = renderDrawer(onNavigate);
    await user.click(screen.getByRole('link', { name: 'Latte fresco' }));
    expect(onNavigate).toHaveBeenCalledWith('/latte-fresco', expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('distributeColumns', () => {
  it('spreads items in reading order', () => {
    expect(distributeColumns([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
    expect(distributeColumns([1], 4)).toEqual([[1]]);
  });
});

import type { ReactNode } from 'react';
import { render, screen, within } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import { aProduct, products } from './product-fixtures';
import { ProductCard } from './product-card';
import { ProductGrid } from './product-grid';
import { priceUnit, promoText } from './product-price';

const spaces = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim();

describe('ProductCard', () => {
  it('shows image with alt, brand, linked name, format, price and per-unit price', () => {
    render(<ProductCard product={aProduct()} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: 'Pomodori pelati' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Pomodori pelati' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Pomodori pelati' })).toHaveAttribute(
      'href',
      '/product/pomodori-pelati-cirio-400-g-100231',
    );
    expect(within(card).getByText('Cirio')).toBeVisible();
    expect(within(card).getByText('400 g')).toBeVisible();
    expect(spaces(card.querySelector('[data-part="price"]')?.textContent)).toBe('Prezzo 1,29 €');
    expect(spaces(card.querySelector('[data-part="unit-price"]')?.textContent)).toBe('3,23 €/kg');
  });

  it('shows the promo badge as plain text and the standard price struck through', () => {
    render(<ProductCard product={products[3]!} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('PIÙ BASSI SEMPRE')).toBeVisible();
    expect(spaces(card.querySelector('s')?.textContent)).toBe('Prezzo pieno 2,90 €');
  });

  it('sells goods by weight per kg, in steps of 100 g, with an estimate', async () => {
    const onQuantityChange = vi.fn();
    const product = aProduct({
      name: 'Mele Golden',
      priceDisplay: 2.39,
      priceStandardDisplay: undefined,
      warehousePromo: undefined,
      productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '1' },
    });
    const { user } = render(
      <ProductCard product={product} quantity={0.5} onQuantityChange={onQuantityChange} />,
    );
    expect(screen.getByText(/2,39\s€\/kg/)).toBeVisible();
    expect(screen.queryByText(/cad\./)).toBeNull();
    const weight = screen.getByRole('group', { name: 'Peso di Mele Golden' });
    expect(weight).toHaveTextContent('500 g');
    expect(screen.getByText(/Prezzo stimato 1,20\s€/)).toBeVisible();
    await user.click(within(weight).getByRole('button', { name: 'Aumenta quantità' }));
    expect(onQuantityChange).toHaveBeenCalledWith(product, 0.6);
  });

  it('adds to the cart, then offers − and + once in the cart', async () => {
    const onAddToCart = vi.fn();
    const onQuantityChange = vi.fn();
    const product = aProduct();
    const { rerender, user } = render(<ProductCard product={product} onAddToCart={onAddToCart} />);
    await user.click(screen.getByRole('button', { name: 'Aggiungi al carrello: Pomodori pelati' }));
    expect(onAddToCart).toHaveBeenCalledWith(product);
    rerender(<ProductCard product={product} quantity={2} onQuantityChange={onQuantityChange} />);
    expect(screen.queryByRole('button', { name: /Aggiungi al carrello/ })).not.toBeInTheDocument();
    const stepper = screen.getByRole('group', { name: 'Quantità di Pomodori pelati' });
    await user.click(within(stepper).getByRole('button', { name: 'Diminuisci quantità' }));
    expect(onQuantityChange).toHaveBeenCalledWith(product, 1);
  });

  it('shows an HTML description as plain text, never as markup', () => {
    render(
      <ProductCard
        product={aProduct({ description: '<p>Pelati interi <b>100%</b> italiani</p>' })}
      />,
    );
    const card = screen.getByRole('article');
    expect(card.querySelector('[data-part="format"]')).toHaveTextContent(
      /^Pelati interi 100% italiani$/,
    );
    expect(card.querySelector('b')).toBeNull();
  });

  it('hands the product to renderLink so the name can link to an app route', () => {
    render(
      <ProductCard
        product={aProduct()}
        renderLink={({ product, children }) => (
          <a href={`/prodotti/${product.productId}`}>{children}</a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Pomodori pelati' })).toHaveAttribute(
      'href',
      '/prodotti/100231',
    );
  });

  describe('when a product without − and + (nature 10, a subscription) is in the cart', () => {
    it('says "Nel carrello" instead of offering − and + or another add', () => {
      render(
        <ProductCard
          product={aProduct({ productInfos: { TIPOLOGIA: 'Pezzo', PRODUCT_NATURE_ID: '10' } })}
          quantity={1}
        />,
      );
      const card = screen.getByRole('article');
      expect(within(card).getByText('Nel carrello')).toBeVisible();
      expect(within(card).queryByRole('group')).not.toBeInTheDocument();
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('at the most a cart line holds', () => {
    it.each([
      {
        cap: '999 pieces',
        product: aProduct(),
        stepper: 'Quantità di Pomodori pelati',
        below: 998,
        most: 999,
        shown: '999',
      },
      {
        cap: '100 kg for goods sold by weight',
        product: aProduct({ name: 'Mele Golden', productInfos: { TIPOLOGIA: 'Sfuso' } }),
        stepper: 'Peso di Mele Golden',
        below: 99.9,
        most: 100,
        shown: '100 kg',
      },
    ])('stops + at $cap', async ({ product, stepper: name, below, most, shown }) => {
      const onQuantityChange = vi.fn();
      const { rerender, user } = render(
        <ProductCard product={product} quantity={below} onQuantityChange={onQuantityChange} />,
      );
      const stepper = screen.getByRole('group', { name });
      await user.click(within(stepper).getByRole('button', { name: 'Aumenta quantità' }));
      expect(onQuantityChange).toHaveBeenCalledWith(product, most);
      rerender(
        <ProductCard product={product} quantity={most} onQuantityChange={onQuantityChange} />,
      );
      expect(stepper).toHaveTextContent(shown);
      expect(within(stepper).getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
      expect(within(stepper).getByRole('button', { name: 'Diminuisci quantità' })).toBeEnabled();
    });
  });

  describe('when the shopper adds with the keyboard', () => {
    it('moves the focus to + once the add settles, and back to "Aggiungi" at 0', async () => {
      const product = aProduct();
      const card = (quantity: number, busy: boolean) => (
        <ProductCard product={product} quantity={quantity} busy={busy} />
      );
      const { rerender, user } = render(card(0, false));
      await user.tab();
      await user.tab();
      expect(screen.getByRole('button', { name: /^Aggiungi al carrello/ })).toHaveFocus();
      await user.keyboard('{Enter}');
      rerender(card(1, true));
      expect(screen.getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
      rerender(card(1, false));
      expect(screen.getByRole('button', { name: 'Aumenta quantità' })).toHaveFocus();
      rerender(card(0, false));
      expect(screen.getByRole('button', { name: /^Aggiungi al carrello/ })).toHaveFocus();
    });
  });

  it('cannot be added when unavailable', () => {
    render(<ProductCard product={aProduct({ available: 0 })} />);
    expect(screen.getByRole('button', { name: 'Non disponibile: Pomodori pelati' })).toBeDisabled();
  });

  it('renders extra actions of the product, reached by Tab after the cart control', async () => {
    const onList = vi.fn();
    const product = aProduct();
    const { user } = render(
      <ProductCard
        product={product}
        renderActions={(p) => (
          <button type="button" onClick={() => onList(p)}>
            Aggiungi a una lista: {p.name}
          </button>
        )}
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-has-actions');
    await user.tab();
    expect(within(card).getByRole('link', { name: 'Pomodori pelati' })).toHaveFocus();
    await user.tab();
    expect(
      within(card).getByRole('button', { name: 'Aggiungi al carrello: Pomodori pelati' }),
    ).toHaveFocus();
    await user.tab();
    const list = within(card).getByRole('button', {
      name: 'Aggiungi a una lista: Pomodori pelati',
    });
    expect(list).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onList).toHaveBeenCalledWith(product);
  });

  it('has no actions area when renderActions renders nothing', () => {
    render(<ProductCard product={aProduct()} renderActions={() => null} />);
    const card = screen.getByRole('article');
    expect(card).not.toHaveAttribute('data-has-actions');
    expect(card.querySelector('[data-part="actions"]')).toBeNull();
  });
});

describe('promoText', () => {
  it('strips tags and scripts and decodes entities', () => {
    expect(promoText('PI&Ugrave; <b>BASSI</b> SEMPRE')).toBe('PIÙ BASSI SEMPRE');
    expect(promoText('<img src=x onerror="alert(1)">-20%<script>alert(1)</script>')).toBe('-20%');
    expect(promoText('3&#215;2 &amp; &euro;1')).toBe('3×2 & €1');
    expect(promoText(undefined)).toBe('');
  });
});

describe('priceUnit', () => {
  it('quotes the price of a pack per kg, per litre or per piece', () => {
    expect(priceUnit('kg')).toBe('kg');
    expect(priceUnit('400 g')).toBe('kg');
    expect(priceUnit('2,5 kg')).toBe('kg');
    expect(priceUnit('500 ml')).toBe('l');
    expect(priceUnit('1 l')).toBe('l');
    expect(priceUnit('4 pezzi')).toBe('pz');
    expect(priceUnit(null)).toBeNull();
  });

  it('shows a pack-size product per kg on the card', () => {
    render(
      <ProductCard
        product={aProduct({
          price: 3.79,
          priceDisplay: 3.79,
          priceUmDisplay: 9.48,
          weightUnitDisplay: '400 g',
        })}
      />,
    );
    const card = screen.getByRole('article');
    expect(spaces(card.querySelector('[data-part="unit-price"]')?.textContent)).toBe('9,48 €/kg');
  });
});

describe('ProductGrid', () => {
  it('lists the products under "Prodotti" with their cart quantities', () => {
    render(<ProductGrid products={products} quantities={{ 100232: 3 }} />);
    const list = screen.getByRole('list', { name: 'Prodotti' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Quantità di Latte fresco intero' })).toBeVisible();
  });

  it('passes renderActions to every card', () => {
    render(
      <ProductGrid
        products={products}
        renderActions={(p) => <button type="button">Aggiungi a una lista: {p.name}</button>}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Aggiungi a una lista: / })).toHaveLength(6);
  });

  it('renders again only the card whose quantity changed when its parent renders again', () => {
    const renderLink = vi.fn(({ href, children }: { href: string; children: ReactNode }) => (
      <a href={href}>{children}</a>
    ));
    const grid = (quantities: Record<number, number>) => (
      <ProductGrid products={products} quantities={quantities} renderLink={renderLink} />
    );
    const { rerender } = render(grid({}));
    expect(renderLink).toHaveBeenCalledTimes(products.length);
    renderLink.mockClear();
    // The parent renders again (the session answered), nothing of the cards changed.
    rerender(grid({}));
    expect(renderLink).not.toHaveBeenCalled();
    // One product goes in the cart: its card alone renders again, with − and +.
    rerender(grid({ 100232: 1 }));
    expect(renderLink.mock.calls.map(([props]) => props.href)).toEqual([
      products.find((product) => product.productId === 100232)!.itemUrl,
    ]);
    expect(screen.getByRole('group', { name: 'Quantità di Latte fresco intero' })).toBeVisible();
  });

  it('loads the images of the first priorityCount cards at once and first, the rest lazily', () => {
    render(<ProductGrid products={products} priorityCount={2} />);
    const images = within(screen.getByRole('list', { name: 'Prodotti' })).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      ...images.slice(2).map(() => 'lazy'),
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      ...images.slice(2).map(() => null),
    ]);
  });

  it('shows placeholders while loading and a text when empty', () => {
    const { rerender } = render(<ProductGrid products={undefined} loading skeletonCount={4} />);
    const list = screen.getByRole('list', { name: 'Prodotti' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    rerender(<ProductGrid products={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nessun prodotto trovato');
  });
});

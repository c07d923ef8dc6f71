import { render, screen, within } from '../testing/render';
import { describe, expect, it } from 'vitest';
import { aProduct, products } from '../product-card/product-fixtures';
import { AlternativesDialog } from './alternatives-dialog';
import { alternativesCarouselSettings } from './use-alternatives-carousel';

const euro = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('AlternativesDialog', () => {
  it('is 720 px wide and shows image, name, descriptions and price', async () => {
    render(
      <AlternativesDialog defaultOpen product={aProduct()} alternatives={products.slice(2)} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pomodori pelati' });
    expect(dialog).toHaveAttribute('data-width', '720');
    expect(within(dialog).getByRole('img', { name: 'Pomodori pelati' })).toBeInTheDocument();
    expect(within(dialog).getByText('Cirio')).toBeInTheDocument();
    expect(within(dialog).getByText('400 g')).toBeInTheDocument();
    expect(euro(within(dialog).getByText(/1,29/).textContent)).toBe('1,29 €');
  });

  it('shows the CMS descriptions as plain text, never as markup', async () => {
    render(
      <AlternativesDialog
        defaultOpen
        product={aProduct({ description: '<p>Pomodori <b>italiani</b> &amp; basilico</p>' })}
        alternatives={[
          aProduct({
            productId: 9001,
            name: 'Passata di pomodoro',
            shortDescr: 'Mutti',
            description: '<p>700 g</p>',
          }),
        ]}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pomodori pelati' });
    expect(within(dialog).getByText('Pomodori italiani & basilico')).toBeInTheDocument();
    expect(within(dialog).getByText('Mutti · 700 g')).toBeInTheDocument();
    expect(dialog.textContent).not.toContain('<p>');
  });

  it('lists the replacements in the "Solitamente sostituito con:" carousel', async () => {
    render(
      <AlternativesDialog defaultOpen product={aProduct()} alternatives={products.slice(2)} />,
    );
    const carousel = await screen.findByRole('region', { name: 'Solitamente sostituito con:' });
    expect(screen.getByRole('heading', { name: 'Solitamente sostituito con:' })).toBeVisible();
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(4);
    expect(
      within(slides[0]!).getByRole('heading', { name: 'Mozzarella di bufala campana DOP' }),
    ).toBeInTheDocument();
  });

  it('says so when there are no replacements, and shows a status while loading', async () => {
    const { rerender } = render(<AlternativesDialog defaultOpen product={aProduct()} loading />);
    expect(
      await screen.findByRole('status', { name: 'Caricamento delle alternative…' }),
    ).toBeInTheDocument();
    rerender(<AlternativesDialog defaultOpen product={aProduct()} alternatives={[]} />);
    expect(screen.getByText('Nessun prodotto alternativo disponibile.')).toBeVisible();
  });

  it('uses the carousel rule of docs/requirements/app-shell.md: 1 slide gap 20 when narrow, 3 in groups of 2 from 600 px', () => {
    expect(alternativesCarouselSettings()).toEqual({
      slidesPerView: 1,
      slidesPerGroup: 1,
      spaceBetween: 20,
      breakpoints: { 600: { slidesPerView: 3, slidesPerGroup: 2, spaceBetween: 16 } },
    });
  });
});

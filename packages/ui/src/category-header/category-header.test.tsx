import { render, screen } from '../testing/render';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs.styles';
import { CategoryHeader } from './category-header';

describe('CategoryHeader', () => {
  it('names the page with the category and shows breadcrumbs, text and banner', () => {
    render(
      <CategoryHeader
        title="Pasta"
        description="Secca, fresca e ripiena."
        image={{ src: '/pasta.jpg', alt: 'Spaghetti su un tagliere' }}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Pasta' }]} />}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pasta' })).toBeInTheDocument();
    expect(screen.getByText('Secca, fresca e ripiena.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Spaghetti su un tagliere' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Percorso' })).toBeInTheDocument();
  });

  it('lets a router move the focus to the title through titleProps', () => {
    render(<CategoryHeader title="Pasta" titleProps={{ tabIndex: -1 }} />);
    const title = screen.getByRole('heading', { level: 1, name: 'Pasta' });
    title.focus();
    expect(title).toHaveFocus();
  });

  it('shows placeholders while loading', () => {
    render(<CategoryHeader title="Pasta" loading />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Caricamento in corso…' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pasta')).not.toBeInTheDocument();
  });
});

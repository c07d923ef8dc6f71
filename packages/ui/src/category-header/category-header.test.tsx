import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs.styles';
import { ThemeProvider } from '../theme/theme-provider';
import { CategoryHeader } from './category-header';

describe('CategoryHeader', () => {
  it('names the page with the category and shows breadcrumbs, text and banner', () => {
    render(
      <ThemeProvider>
        <CategoryHeader
          title="Pasta"
          description="Secca, fresca e ripiena."
          image={{ src: '/pasta.jpg', alt: 'Spaghetti su un tagliere' }}
          breadcrumbs={<Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Pasta' }]} />}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pasta' })).toBeInTheDocument();
    expect(screen.getByText('Secca, fresca e ripiena.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Spaghetti su un tagliere' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Percorso' })).toBeInTheDocument();
  });

  it('lets a router move the focus to the title through titleProps', () => {
    render(
      <ThemeProvider>
        <CategoryHeader title="Pasta" titleProps={{ tabIndex: -1 }} />
      </ThemeProvider>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Pasta' });
    title.focus();
    expect(title).toHaveFocus();
  });

  it('shows placeholders while loading', () => {
    render(
      <ThemeProvider>
        <CategoryHeader title="Pasta" loading />
      </ThemeProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Caricamento in corso…' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pasta')).not.toBeInTheDocument();
  });
});

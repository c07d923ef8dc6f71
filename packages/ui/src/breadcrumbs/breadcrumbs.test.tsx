import { render, screen, within } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from './breadcrumbs.styles';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Dispensa', href: '/dispensa' },
  { label: 'Pasta', href: '/dispensa/pasta' },
];

describe('Breadcrumbs', () => {
  it('is a nav landmark with the current page marked', () => {
    render(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Percorso' });
    const steps = within(nav).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Dispensa' })).toHaveAttribute(
      'href',
      '/dispensa',
    );
    const current = within(nav).getByText('Pasta');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).not.toHaveAttribute('href');
    // Crawlers report an `<a>` without `href` as a link they cannot follow.
    expect(nav.querySelectorAll('a:not([href])')).toHaveLength(0);
  });

  it('reports followed steps', async () => {
    const onNavigate = vi.fn((_href: string, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    const { user } = render(<Breadcrumbs items={items} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(onNavigate).toHaveBeenCalledWith('/', expect.anything());
  });
});

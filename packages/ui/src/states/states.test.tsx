import { render, screen } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState, ErrorState } from './states';

describe('EmptyState', () => {
  it('shows the default Italian title, or the given texts and action', () => {
    const { rerender } = render(<EmptyState />);
    expect(screen.getByRole('heading', { name: 'Non c’è niente qui' })).toBeInTheDocument();
    rerender(
      <EmptyState
        title="Nessun ordine"
        description="Qui troverai i tuoi ordini."
        action={<a href="/">Inizia la spesa</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Nessun ordine' })).toBeInTheDocument();
    expect(screen.getByText('Qui troverai i tuoi ordini.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inizia la spesa' })).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('announces the error and retries', async () => {
    const onRetry = vi.fn();
    const { user } = render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Errore' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Si è verificato un errore imprevisto.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without a handler', () => {
    render(<ErrorState message="Il servizio non risponde." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Il servizio non risponde.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers another way out after "Riprova"', async () => {
    const { user } = render(
      <ErrorState onRetry={vi.fn()} action={<a href="/">Torna alla home</a>} />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Riprova' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveFocus();
  });

  it('is the page heading at level 1, ready to take the focus after a navigation', () => {
    render(
      <ErrorState headingLevel={1} title="Pagina non trovata" message="La pagina non esiste." />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Pagina non trovata' });
    heading.focus();
    expect(heading).toHaveFocus();
  });
});

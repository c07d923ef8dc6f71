import { render, screen, waitFor } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import { UpdateDialog, UpgradeVersionCard } from './update-dialog';

describe('UpdateDialog', () => {
  it('is 500 px wide, confirms with Aggiorna and closes with Più tardi', async () => {
    const onUpdate = vi.fn();
    const { user } = render(<UpdateDialog defaultOpen version="3.4.0" onUpdate={onUpdate} />);
    const dialog = screen.getByRole('dialog', { name: 'Nuova versione disponibile' });
    expect(dialog).toHaveAttribute('data-width', '500');
    expect(dialog).toHaveAccessibleDescription('È disponibile una nuova versione dell’app.');
    expect(screen.getByText('Versione 3.4.0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Più tardi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('UpgradeVersionCard', () => {
  it('shows the latest version, its description and the upgrade button', async () => {
    const onUpgrade = vi.fn();
    const { user } = render(
      <UpgradeVersionCard
        version="3.10.0"
        currentVersion="3.9.2"
        description="Nuova ricerca per codice a barre."
        onUpgrade={onUpgrade}
      />,
    );
    expect(screen.getByRole('region', { name: 'Versione 3.10.0' })).toHaveTextContent(
      'Nuova ricerca per codice a barre.',
    );
    await user.click(screen.getByRole('button', { name: 'Aggiorna l’app' }));
    expect(onUpgrade).toHaveBeenCalled();
  });

  it('hides when the running version is not older', () => {
    render(
      <UpgradeVersionCard
        version="3.4.0"
        currentVersion="3.4.0"
        description="Nuova ricerca."
        onUpgrade={vi.fn()}
      />,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

import { render, screen, waitFor } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import { GenericPopup } from './generic-popup';

describe('GenericPopup', () => {
  it('shows title and description and closes with Chiudi', async () => {
    const onOpenChange = vi.fn();
    const { user } = render(
      <GenericPopup
        title="Benvenuto!"
        description="Da oggi puoi ritirare la spesa anche nei locker."
        onOpenChange={onOpenChange}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Benvenuto!' });
    expect(dialog).toHaveAccessibleDescription('Da oggi puoi ritirare la spesa anche nei locker.');
    expect(dialog).toHaveAttribute('data-width', '500');
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false, expect.anything());
  });
});

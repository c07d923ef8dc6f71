import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { GenericPopup } from './generic-popup';

describe('GenericPopup', () => {
  it('shows title and description and closes with Chiudi', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <ThemeProvider>
        <GenericPopup
          title="Benvenuto!"
          description="Da oggi puoi ritirare la spesa anche nei locker."
          onOpenChange={onOpenChange}
        />
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Benvenuto!' });
    expect(dialog).toHaveAccessibleDescription('Da oggi puoi ritirare la spesa anche nei locker.');
    expect(dialog).toHaveAttribute('data-width', '500');
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false, expect.anything());
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { SsoCard } from './sso-card';

describe('SsoCard', () => {
  it('says who is logged in and offers Refresh and Esci', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const onLogout = vi.fn();
    render(
      <ThemeProvider>
        <SsoCard username="operatore.milano" onRefresh={onRefresh} onLogout={onLogout} />
      </ThemeProvider>,
    );
    expect(
      screen.getByRole('region', { name: 'Sei loggato come operatore.milano' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await user.click(screen.getByRole('button', { name: 'Esci' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

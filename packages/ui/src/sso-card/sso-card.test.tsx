import { render, screen } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import { SsoCard } from './sso-card';

describe('SsoCard', () => {
  it('says who is logged in and offers Refresh and Esci', async () => {
    const onRefresh = vi.fn();
    const onLogout = vi.fn();
    const { user } = render(
      <SsoCard username="operatore.milano" onRefresh={onRefresh} onLogout={onLogout} />,
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

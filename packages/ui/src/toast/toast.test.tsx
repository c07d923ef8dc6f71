import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { ToastProvider } from './toast.styles';
import { useToast, type UseToastQueueReturn } from './use-toast';

let api: Pick<UseToastQueueReturn, 'show' | 'dismiss' | 'clear'>;
function Capture() {
  api = useToast();
  return null;
}

/** Renders a toast region and returns it; `api` then shows toasts in it. */
function renderRegion() {
  render(
    <ThemeProvider>
      <ToastProvider>
        <Capture />
      </ToastProvider>
    </ThemeProvider>,
  );
  return screen.getByRole('status', { name: 'Notifiche' });
}

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at most two toasts in a status region and removes each after 3000 ms', () => {
    const region = renderRegion();
    act(() => {
      api.show('Primo');
      api.show({ title: 'Secondo', type: 'success' });
      api.show({ title: 'Terzo', type: 'error' });
    });
    expect(within(region).getByText('Primo')).toBeInTheDocument();
    expect(within(region).getByText('Secondo')).toBeInTheDocument();
    expect(within(region).queryByText('Terzo')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(within(region).getByText('Primo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByText('Primo')).not.toBeInTheDocument();
    expect(within(region).getByText('Terzo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    act(() => vi.advanceTimersByTime(3000));
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the same message once while it is on screen, in the kind it was last given', () => {
    const region = renderRegion();
    let ids: string[] = [];
    act(() => {
      // The server's message for an update, then the app's own success toast with the same text.
      ids = [api.show('Dati aziendali aggiornati')];
      ids.push(api.show({ title: 'Dati aziendali aggiornati', type: 'success' }));
      ids.push(api.show('Indirizzo salvato'));
    });
    expect(ids[1]).toBe(ids[0]);
    expect(within(region).getAllByText('Dati aziendali aggiornati')).toHaveLength(1);
    expect(
      within(region).getByText('Dati aziendali aggiornati').closest('[data-type]'),
    ).toHaveAttribute('data-type', 'success');
    expect(within(region).getByText('Indirizzo salvato')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(region).toBeEmptyDOMElement();
    // Once gone, the same message shows again.
    act(() => {
      api.show('Dati aziendali aggiornati');
    });
    expect(within(region).getByText('Dati aziendali aggiornati')).toBeInTheDocument();
  });

  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow('`useToast` must be used within `ToastProvider`');
  });
});

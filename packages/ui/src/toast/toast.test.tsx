import { act, render, screen, waitFor, within } from '../testing/render';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast.styles';
import { useToast, type UseToastQueueReturn } from './use-toast';

let api: Pick<UseToastQueueReturn, 'show' | 'dismiss' | 'clear'>;
function Capture() {
  const toast = useToast();
  useEffect(() => {
    api = toast;
  });
  return null;
}

/** Renders a toast region and returns it; `api` then shows toasts in it. */
function renderRegion() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
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
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(within(region).getByText('Primo')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(region).queryByText('Primo')).not.toBeInTheDocument();
    expect(within(region).getByText('Terzo')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
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
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(region).toBeEmptyDOMElement();
    // Once gone, the same message shows again.
    act(() => {
      api.show('Dati aziendali aggiornati');
    });
    expect(within(region).getByText('Dati aziendali aggiornati')).toBeInTheDocument();
  });

  it('keeps the same message given again on screen for its full 3000 ms from then', () => {
    const region = renderRegion();
    // Two products added in a row: the server says the same thing for each.
    act(() => {
      api.show('Prodotto aggiunto al carrello');
    });
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    act(() => {
      api.show('Prodotto aggiunto al carrello');
    });
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(within(region).getAllByText('Prodotto aggiunto al carrello')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region).toBeEmptyDOMElement();
  });

  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow('`useToast` must be used within `ToastProvider`');
  });
});

function rect(top: number, height: number, left = 16, width = 358): DOMRect {
  return DOMRect.fromRect({ x: left, y: top, width, height });
}

describe('Toast placement', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('moves to the top when it would cover the focused control, and back when it would not', async () => {
    // A 390 x 768 screen: the region 64 px high, 20 px above the bottom edge.
    const stepper = document.createElement('button');
    stepper.textContent = 'Aumenta quantità';
    document.body.append(stepper);
    let stepperBox = rect(690, 44, 200, 120);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this === stepper) return stepperBox;
      if (this.getAttribute('role') === 'status') {
        return (this as HTMLElement).dataset.placement === 'top' ? rect(20, 64) : rect(684, 64);
      }
      return rect(0, 0, 0, 0);
    });
    const region = renderRegion();
    stepper.focus();
    act(() => {
      api.show({ title: 'Prodotto aggiunto al carrello', type: 'success' });
    });
    await waitFor(() => expect(region).toHaveAttribute('data-placement', 'top'));
    // The shopper scrolls: the stepper is now high on the screen, the bottom is free again.
    stepperBox = rect(300, 44, 200, 120);
    act(() => {
      document.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(region).toHaveAttribute('data-placement', 'bottom'));
  });

  it('moves off a control in the same task as the focus lands on it, before the next frame', () => {
    const toTop = document.createElement('button');
    toTop.textContent = 'Torna su';
    document.body.append(toTop);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this === toTop) return rect(700, 44, 300, 80);
      if (this.getAttribute('role') === 'status') {
        return (this as HTMLElement).dataset.placement === 'top' ? rect(20, 64) : rect(684, 64);
      }
      return rect(0, 0, 0, 0);
    });
    // No animation frame runs in this test: only the focus event may move the region.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const region = renderRegion();
    act(() => {
      api.show({ title: 'Fascia oraria tenuta per 30 minuti', type: 'success' });
    });
    expect(region).toHaveAttribute('data-placement', 'bottom');
    act(() => {
      toTop.focus();
    });
    expect(region).toHaveAttribute('data-placement', 'top');
  });

  it("dismisses the page's toasts when a modal dialog opens over it, not the dialog's own", async () => {
    const region = renderRegion();
    act(() => {
      api.show({ title: 'Prodotto aggiunto al carrello', type: 'success' });
    });
    expect(within(region).getByText('Prodotto aggiunto al carrello')).toBeInTheDocument();
    // The cart drawer opens: the toast would lie over its "Torna alla spesa".
    const drawer = document.createElement('div');
    drawer.setAttribute('role', 'dialog');
    drawer.setAttribute('aria-modal', 'true');
    act(() => {
      document.body.append(drawer);
    });
    await waitFor(() =>
      expect(within(region).queryByText('Prodotto aggiunto al carrello')).not.toBeInTheDocument(),
    );
    act(() => {
      api.show({ title: 'Quantità aggiornata', type: 'success' });
    });
    await new Promise((done) => setTimeout(done, 50));
    expect(within(region).getByText('Quantità aggiornata')).toBeInTheDocument();
  });

  it('keeps a toast shown in a dialog when that dialog closes over another', async () => {
    const drawer = document.createElement('div');
    drawer.setAttribute('role', 'dialog');
    drawer.setAttribute('aria-modal', 'true');
    const confirm = drawer.cloneNode() as HTMLElement;
    document.body.append(drawer, confirm);
    const region = renderRegion();
    act(() => {
      api.show({ title: 'Prodotto rimosso dal carrello', type: 'success' });
    });
    // The confirmation closes: the cart drawer below it is on top again.
    act(() => confirm.remove());
    await new Promise((done) => setTimeout(done, 50));
    expect(within(region).getByText('Prodotto rimosso dal carrello')).toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useAnnounce } from './use-announce';

/** A control whose press says `text`, as "Aggiungi" does once the cart answers. */
function Announcing({ text = 'Latte intero aggiunto al carrello: 3 prodotti.' }) {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce(text)}>
      Aggiungi
    </button>
  );
}

function announce(): void {
  fireEvent.click(screen.getAllByRole('button', { name: 'Aggiungi' }).at(-1)!);
}

/** Lets the frame in which the region is filled run. */
async function nextFrame(): Promise<void> {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

afterEach(() => {
  document.querySelector('[data-carrello-announcer]')?.remove();
});

describe('useAnnounce', () => {
  it('has its polite status region on the page before anything is said', () => {
    render(<Announcing />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    expect(region).toHaveStyle({ position: 'absolute', width: '1px', overflow: 'hidden' });
  });

  it('says the text, and says it again when repeated', async () => {
    render(<Announcing />);
    announce();
    await nextFrame();
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Latte intero aggiunto al carrello: 3 prodotti.');
    announce();
    // Emptied first, so that a screen reader hears a change the second time too.
    expect(region).toHaveTextContent('');
    await nextFrame();
    expect(region).toHaveTextContent('Latte intero aggiunto al carrello: 3 prodotti.');
  });

  it('keeps one region outside the React tree, which outlives the component', async () => {
    const first = render(<Announcing />);
    render(<Announcing text="Pane aggiunto al carrello: 1 prodotto." />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(first.container.contains(screen.getByRole('status'))).toBe(false);
    first.unmount();
    announce();
    await nextFrame();
    expect(screen.getByRole('status')).toHaveTextContent('Pane aggiunto al carrello: 1 prodotto.');
  });
});

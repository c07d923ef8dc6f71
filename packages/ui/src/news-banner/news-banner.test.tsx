import { render, screen, waitFor } from '../testing/render';
import { describe, expect, it } from 'vitest';
import { renderOnServer } from '../testing/server-render';
import { NewsBanner } from './news-banner';
import { newsBannerKey, type BannerStorage } from './use-news-banner';

function memoryStorage(): BannerStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const DAY = 24 * 60 * 60 * 1000;

function renderBanner(storage: BannerStorage, now: number, blockId = 41) {
  return render(
    <NewsBanner blockId={blockId} storage={storage} now={() => now}>
      Consegna gratuita sopra 50 €
    </NewsBanner>,
  );
}

describe('NewsBanner', () => {
  it('hides for one day per block once dismissed', async () => {
    const storage = memoryStorage();
    const start = Date.UTC(2026, 10, 23, 8);
    const first = renderBanner(storage, start);
    expect(screen.getByRole('region', { name: 'Avviso' })).toHaveTextContent(
      'Consegna gratuita sopra 50 €',
    );
    await first.user.click(screen.getByRole('button', { name: 'Non mostrare più oggi' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(storage.data.get(newsBannerKey(41))).toBe(String(start));
    first.unmount();

    const later = renderBanner(storage, start + DAY - 1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    later.unmount();

    const otherBlock = renderBanner(storage, start + 1000, 42);
    expect(screen.getByRole('region', { name: 'Avviso' })).toBeInTheDocument();
    otherBlock.unmount();

    renderBanner(storage, start + DAY);
    expect(screen.getByRole('region', { name: 'Avviso' })).toBeInTheDocument();
  });

  it('uses sessionStorage by default', async () => {
    window.sessionStorage.clear();
    const { user } = render(<NewsBanner blockId={7}>Novità</NewsBanner>);
    await user.click(screen.getByRole('button', { name: 'Non mostrare più oggi' }));
    expect(window.sessionStorage.getItem(newsBannerKey(7))).not.toBeNull();
  });

  it('hydrates a server-rendered banner without a mismatch, then hides it if it was dismissed', async () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 10, 23, 8);
    storage.setItem(newsBannerKey(41), String(now - 1000));
    // The server has no storage of the shopper's: it renders the banner.
    const { container, hydrate } = renderOnServer(
      <NewsBanner blockId={41} storage={storage} now={() => now}>
        Consegna gratuita sopra 50 €
      </NewsBanner>,
    );
    expect(container).toHaveTextContent('Consegna gratuita sopra 50 €');
    const { onRecoverableError } = hydrate();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});

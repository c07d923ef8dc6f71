import { describe, expect, it } from 'vitest';

import type { CarrelloNotice } from '@carrello/hooks';

import { createNoticeBus } from './notices';

const REMOVE = { method: 'POST', path: '/ebsn/api/wishlist/remove-product' };
const ADD = { method: 'POST', path: '/ebsn/api/wishlist/add-product' };

function shown() {
  const bus = createNoticeBus();
  const notices: CarrelloNotice[] = [];
  bus.subscribe((notice) => notices.push(notice));
  return { bus, texts: () => notices.map((notice) => notice.message) };
}

describe('the notice bus', () => {
  it("shows an answer's infos as notices", () => {
    const { bus, texts } = shown();
    bus.emitInfos([{ info: 'Prodotto rimosso dalla lista' }], REMOVE);
    expect(texts()).toEqual(['Prodotto rimosso dalla lista']);
  });

  it('keeps the next answer of a told call off the toasts, and only that one', () => {
    const { bus, texts } = shown();
    const done = bus.tellInstead(REMOVE.path);
    bus.emitInfos([{ info: 'Prodotto aggiunto alla lista' }], ADD);
    bus.emitInfos([{ info: 'Prodotto rimosso dalla lista' }], REMOVE);
    done();
    bus.emitInfos([{ info: 'Prodotto rimosso dalla lista' }], REMOVE);
    expect(texts()).toEqual(['Prodotto aggiunto alla lista', 'Prodotto rimosso dalla lista']);
  });

  it('gives the place back when the told call failed and had no infos', () => {
    const { bus, texts } = shown();
    const done = bus.tellInstead(REMOVE.path);
    done();
    bus.emitInfos([{ info: 'Prodotto rimosso dalla lista' }], REMOVE);
    expect(texts()).toEqual(['Prodotto rimosso dalla lista']);
  });

  it('keeps one answer off per told call when two are on their way', () => {
    const { bus, texts } = shown();
    const first = bus.tellInstead(REMOVE.path);
    const second = bus.tellInstead(REMOVE.path);
    bus.emitInfos([{ info: 'uno' }], REMOVE);
    bus.emitInfos([{ info: 'due' }], REMOVE);
    first();
    second();
    bus.emitInfos([{ info: 'tre' }], REMOVE);
    expect(texts()).toEqual(['tre']);
  });
});

// Turns this Node process into a browser-like environment with jsdom, for hydration. Browsers
// have the few APIs jsdom lacks (matchMedia, ResizeObserver, IntersectionObserver); they are
// stubbed so that effects after hydration can run.
import { format } from 'node:util';

import { JSDOM } from 'jsdom';

export function installJsdom() {
  const dom = new JSDOM('<!doctype html><html lang="it"><head></head><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  const win = dom.window;
  for (const key of Object.getOwnPropertyNames(win)) {
    if (key in globalThis) continue;
    try {
      globalThis[key] = win[key];
    } catch {
      // read-only in Node
    }
  }
  globalThis.window = win;
  globalThis.document = win.document;
  Object.defineProperty(globalThis, 'navigator', { value: win.navigator, configurable: true });
  win.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  globalThis.matchMedia = win.matchMedia;
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  win.ResizeObserver ??= Observer;
  win.IntersectionObserver ??= Observer;
  globalThis.ResizeObserver = win.ResizeObserver;
  globalThis.IntersectionObserver = win.IntersectionObserver;
  win.scrollTo = () => {};
  win.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  return dom;
}

/** Collects console.error and console.warn calls while `fn` runs. */
export async function captureConsole(fn) {
  const messages = [];
  const { error, warn } = console;
  const text = (args) => format(...args);
  console.error = (...args) => messages.push(`console.error: ${text(args)}`);
  console.warn = (...args) => messages.push(`console.warn: ${text(args)}`);
  try {
    await fn(messages);
  } finally {
    console.error = error;
    console.warn = warn;
  }
  return messages;
}

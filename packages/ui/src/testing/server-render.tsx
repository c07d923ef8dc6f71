// Tests only: a page the server rendered, then hydrated in the browser, as a framework with
// server rendering does. The build never reaches this folder.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished, vi, type Mock } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';

/** What {@link renderOnServer} returns. */
export interface ServerRendered {
  /** The HTML the server wrote. */
  html: string;
  /** The element on the page that holds that HTML. */
  container: HTMLElement;
  /**
   * Hydrates the HTML with the same `ui`. `onRecoverableError` records what React had to
   * recover from, e.g. a hydration mismatch.
   */
  hydrate(): { onRecoverableError: Mock };
}

/**
 * Renders `ui` inside the kit's ThemeProvider to HTML, as the server does, and puts it on the
 * page. The page (and the hydrated root) goes when the test ends.
 */
export function renderOnServer(ui: ReactElement): ServerRendered {
  const themed = <ThemeProvider>{ui}</ThemeProvider>;
  const html = renderToString(themed);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  let root: Root | undefined;
  onTestFinished(() => {
    if (root) act(() => root?.unmount());
    container.remove();
  });
  return {
    html,
    container,
    hydrate() {
      const onRecoverableError = vi.fn();
      root = hydrateRoot(container, themed, { onRecoverableError });
      return { onRecoverableError };
    },
  };
}

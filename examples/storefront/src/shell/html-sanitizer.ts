import DOMPurify from 'dompurify';

import type { HtmlSanitizer } from './safe-html';

const OPTIONS = { USE_PROFILES: { html: true } };

/** The browser's sanitizer: DOMPurify on the page's own window. */
export const browserSanitizer: HtmlSanitizer = (html) => DOMPurify.sanitize(html, OPTIONS);

/**
 * Makes a sanitizer from DOMPurify on a given window (the server render passes a DOM
 * implementation's window: Node has none).
 */
export function createHtmlSanitizer(window: Parameters<typeof DOMPurify>[0]): HtmlSanitizer {
  const purify = DOMPurify(window);
  return (html) => purify.sanitize(html, OPTIONS);
}

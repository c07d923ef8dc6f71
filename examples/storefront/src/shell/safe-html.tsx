import { createContext, Suspense, use, useContext, useMemo } from 'react';
import { styled } from 'styled-components';

import type * as SanitizerExports from './html-sanitizer';

const Html = styled.div`
  max-width: 72ch;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  h2,
  h3 {
    font-family: ${({ theme }) => theme.fonts.heading};
  }
`;

/** Cleans CMS HTML for the page; the same DOMPurify rules on the server and in the browser. */
export type HtmlSanitizer = (html: string) => string;

type SanitizerModule = typeof SanitizerExports;

let browserSanitizer: HtmlSanitizer | undefined;
let loading: Promise<HtmlSanitizer> | undefined;

/**
 * The browser's sanitizer, DOMPurify: a chunk of its own, out of the first load of the pages
 * with CMS HTML (a category's description, a product's, a content page). A server-rendered page
 * keeps its sanitized HTML while the chunk loads (a Suspense boundary of the server's HTML,
 * hydrated when the chunk is there).
 */
export function loadHtmlSanitizer(): Promise<HtmlSanitizer> {
  loading ??= import('./html-sanitizer').then(
    (module: SanitizerModule) => (browserSanitizer = module.browserSanitizer),
  );
  return loading;
}

/**
 * For the loaders of pages with CMS HTML: in the browser, the sanitizer loads with the page's
 * data, so a page opened in the app shows its HTML at once, not after a moment empty. Nothing on
 * the server, whose render provides its own sanitizer. Never fails: a chunk that does not arrive
 * is the page's error, when it renders.
 */
export function preloadHtmlSanitizer(): Promise<unknown> {
  if (typeof document === 'undefined') return Promise.resolve();
  return loadHtmlSanitizer().catch(() => undefined);
}

/**
 * The sanitizer of the pages below, when it is not the browser's: the server render provides
 * DOMPurify on a DOM implementation's window (`createHtmlSanitizer` of `./html-sanitizer`).
 */
export const HtmlSanitizerContext = createContext<HtmlSanitizer | null>(null);

function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const provided = useContext(HtmlSanitizerContext);
  const sanitize = provided ?? browserSanitizer ?? use(loadHtmlSanitizer());
  const clean = useMemo(() => sanitize(html), [sanitize, html]);
  return <Html className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** CMS HTML, sanitized before it reaches the page (ARCHITECTURE "Security"). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml html={html} className={className} />
    </Suspense>
  );
}

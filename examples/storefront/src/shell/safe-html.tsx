import { createContext, memo, Suspense, use, useContext } from 'react';
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

interface SafeHtmlProps {
  /** The CMS HTML. */
  html: string;
  className?: string;
}

function SanitizedHtml({ html, className }: SafeHtmlProps) {
  const provided = useContext(HtmlSanitizerContext);
  // No hook after `use`: when the chunk arrives while React is still on this component, React
  // goes over it again, now without `use`, and hooks after it would not line up (React errors
  // #467 and #422, and the server's HTML rendered again).
  const sanitize = provided ?? browserSanitizer ?? use(loadHtmlSanitizer());
  return <Html className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}

/**
 * CMS HTML, sanitized before it reaches the page (ARCHITECTURE "Security"). Memo: the page's
 * renders while the sanitizer loads (the session arriving) do not reach the server's HTML waiting
 * for it, which would make React give up hydrating it and render it again, from nothing.
 */
export const SafeHtml = memo(function SafeHtml({ html, className }: SafeHtmlProps) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml html={html} className={className} />
    </Suspense>
  );
});

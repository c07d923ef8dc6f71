import DOMPurify from 'dompurify';
import { createContext, useContext, useMemo } from 'react';
import { styled } from 'styled-components';

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

const OPTIONS = { USE_PROFILES: { html: true } };

/** The browser's sanitizer: DOMPurify on the page's own window. */
const browserSanitizer: HtmlSanitizer = (html) => DOMPurify.sanitize(html, OPTIONS);

/**
 * Makes a sanitizer from DOMPurify on a given window (the server render passes a DOM
 * implementation's window: Node has none).
 */
export function createHtmlSanitizer(window: Parameters<typeof DOMPurify>[0]): HtmlSanitizer {
  const purify = DOMPurify(window);
  return (html) => purify.sanitize(html, OPTIONS);
}

/** The sanitizer of the pages below: the browser's unless the server render provides its own. */
export const HtmlSanitizerContext = createContext<HtmlSanitizer>(browserSanitizer);

/** CMS HTML, sanitized before it reaches the page (ARCHITECTURE "Security"). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const sanitize = useContext(HtmlSanitizerContext);
  const clean = useMemo(() => sanitize(html), [sanitize, html]);
  return <Html className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

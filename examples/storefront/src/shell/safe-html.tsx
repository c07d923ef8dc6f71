import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { styled } from 'styled-components';

const Html = styled.div`
  max-width: 72ch;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  h2,
  h3 {
    font-family: ${({ theme }) => theme.fonts.heading};
  }
`;

/** CMS HTML, sanitized before it reaches the page (ARCHITECTURE "Security"). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Html className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

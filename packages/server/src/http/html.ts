import { createHash } from 'node:crypto';

const PAGE_CSS = `
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:56rem;padding:1.5rem;color:#1b1b1b;line-height:1.5}
h1{font-size:1.5rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ddd;vertical-align:top}
pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem;border-radius:.25rem}a{color:#0b57d0}
`;

/**
 * CSP source of the style block of {@link htmlPage}: the server's own pages need no
 * `'unsafe-inline'` styles.
 */
export const PAGE_STYLE_HASH = `sha256-${createHash('sha256').update(PAGE_CSS).digest('base64')}`;

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A minimal Italian HTML page for the pages the server itself serves (mailbox, payment, SSO). */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_CSS}</style>
</head>
<body>
${body}
</body>
</html>`;
}

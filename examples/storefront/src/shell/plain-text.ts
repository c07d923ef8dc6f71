/** The text of CMS HTML, for places that take text only (a dialog description). */
export function plainText(html: string): string {
  // A parsed, never attached document runs no script and loads nothing: only its text is read.
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').trim();
}

/** An SEO title or description from the catalogue's metadata, when it is a non-empty string. */
export function seoText(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

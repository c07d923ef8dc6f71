// Search box and fast search rules (docs/requirements/app-shell.md "Search box" and "Fast-search popup").

import { SUGGESTION_MIN_CHARS } from './constants';
import { searchLabels } from './messages/it';

/** Whether typed text is long enough to ask for suggestions (docs/requirements/app-shell.md: more than 3 characters). */
export function shouldSuggest(text: string | null | undefined): boolean {
  return (text ?? '').trim().length >= SUGGESTION_MIN_CHARS;
}

/**
 * Returns the fast-search words trimmed, without the empty ones and without a word already in the
 * list (whatever its capitals: the first spelling stays), so a word gets one group of results
 * (docs/requirements/app-shell.md).
 */
export function fastSearchWords(list: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  return list
    .map((word) => (word ?? '').trim())
    .filter((word) => {
      const key = word.toLocaleLowerCase('it');
      if (word === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The query of a search: text, barcode or both. */
export interface SearchQuery {
  /** Free text. */
  q?: string | null;
  /** A scanned barcode. */
  barcode?: string | null;
}

/** Whether a search may run: it is skipped when there is neither text nor barcode (docs/requirements/app-shell.md). */
export function canSearch({ q, barcode }: SearchQuery): boolean {
  return (q ?? '').trim() !== '' || (barcode ?? '').trim() !== '';
}

/** Returns the label of a category suggestion: `Cerca {text} in {name}` (docs/requirements/app-shell.md). */
export function searchInCategoryLabel(text: string, categoryName: string): string {
  return searchLabels.searchInCategory
    .replace('{text}', () => text)
    .replace('{name}', () => categoryName);
}

/** Returns the label of a brand suggestion: `Cerca {text} con marca {name}` (docs/requirements/app-shell.md). */
export function searchWithBrandLabel(text: string, brandName: string): string {
  return searchLabels.searchWithBrand
    .replace('{text}', () => text)
    .replace('{name}', () => brandName);
}

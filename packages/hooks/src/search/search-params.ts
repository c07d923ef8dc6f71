/** The query of the `/search` route (docs/requirements/app-shell.md), as the product list takes it too. */
export interface SearchParams {
  /** Text to search. */
  q?: string;
  /** A scanned barcode. */
  barcode?: string;
  /** Only products of this category ("Cerca {text} in {name}"). */
  parent_category_id?: number;
  /** Only products of this brand ("Cerca {text} con marca {name}"). */
  parent_vendor_id?: number;
  /** Extra filter passed through from the route. */
  filter?: string;
}

/** What {@link searchParams} accepts: the same fields, possibly empty or missing. */
export type SearchParamsInput = {
  [K in keyof SearchParams]?: SearchParams[K] | null;
};

/**
 * Builds the `/search` query from a search box's state: texts trimmed, empty and missing values
 * left out. Check it with core's `canSearch` first (docs/requirements/app-shell.md: no search without text or barcode).
 * @example
 * navigate({ name: 'Search', query: searchParams({ q: ' pomodori ', parent_vendor_id: 61 }) });
 * // query: { q: 'pomodori', parent_vendor_id: 61 }
 */
export function searchParams(input: SearchParamsInput): SearchParams {
  const params: SearchParams = {};
  const q = input.q?.trim();
  const barcode = input.barcode?.trim();
  const filter = input.filter?.trim();
  if (q) params.q = q;
  if (barcode) params.barcode = barcode;
  if (input.parent_category_id != null) params.parent_category_id = input.parent_category_id;
  if (input.parent_vendor_id != null) params.parent_vendor_id = input.parent_vendor_id;
  if (filter) params.filter = filter;
  return params;
}

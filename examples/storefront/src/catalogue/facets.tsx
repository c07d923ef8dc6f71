import { SlidersHorizontal, X } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { css, styled } from 'styled-components';

import type { ProductListParams } from '@carrello/hooks';
import { useProducts } from '@carrello/hooks';
import { Button } from '@carrello/ui';

import { useIsPhone } from '../shell/use-is-phone';
import { useOpenedOnce } from '../app/use-opened-once';
import { readPage } from './page-links';

// The phone's bottom sheet (the kit's drawer, Floating UI) loads when a shopper first opens it.
const FacetsDrawer = lazy(() =>
  import('./facets-drawer').then((module) => ({ default: module.FacetsDrawer })),
);

/** The sort orders offered (docs/requirements/app-shell.md: relevance for text searches only). */
const SORTS = [
  { value: '', label: 'Rilevanza' },
  { value: 'price_asc', label: 'Prezzo crescente' },
  { value: 'price_desc', label: 'Prezzo decrescente' },
  { value: 'name', label: 'Nome (A-Z)' },
  { value: 'unit_price', label: 'Prezzo al kg/litro' },
] as const;

type SortValue = (typeof SORTS)[number]['value'];

/** The facets of a product list, as the URL keeps them (shareable, back/forward safe). */
interface FacetState {
  sort: SortValue;
  promo: boolean;
  newProduct: boolean;
  brand: number | null;
  /** The category's own filters chosen (ids of the list's `filter` facet), all must hold. */
  filters: string[];
}

/** The URL parameters of the facets: a new search drops them all (docs/requirements/app-shell.md). */
export const FACET_KEYS = ['sort', 'promo', 'new', 'brand', 'filter'] as const;

const NO_VALUES: readonly { id: string; name: string; count: number }[] = [];

/** The ids in a `filter` parameter (comma-separated, as the API takes them). */
function readFilters(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Reads the facets from the page's URL. A search's `parent_vendor_id` (a brand chosen among the
 * suggestions) is its brand filter (docs/requirements/app-shell.md "Search box").
 */
export function readFacets(params: URLSearchParams): FacetState {
  const sort = params.get('sort') ?? '';
  const brand = Number(params.get('brand') ?? params.get('parent_vendor_id'));
  return {
    sort: SORTS.some((option) => option.value === sort) ? (sort as SortValue) : '',
    promo: params.get('promo') === '1',
    newProduct: params.get('new') === '1',
    brand: Number.isInteger(brand) && brand > 0 ? brand : null,
    filters: readFilters(params.get('filter')),
  };
}

/** Whether the facets leave out products (a sort only orders them). */
export function narrowsResults(facets: FacetState): boolean {
  return facets.promo || facets.newProduct || facets.brand !== null || facets.filters.length > 0;
}

/**
 * What an empty list says when filters left nothing (docs/requirements/app-shell.md): the way on
 * is a filter less, not another word or category.
 */
export const FILTERED_EMPTY = {
  title: 'Nessun prodotto con questi filtri',
  description: 'Togli qualche filtro per vedere più prodotti.',
};

/** The product list parameters of the facets. */
export function facetParams(facets: FacetState): ProductListParams {
  return {
    ...(facets.sort ? { sort: facets.sort } : {}),
    ...(facets.promo ? { promo: true } : {}),
    ...(facets.newProduct ? { new_product: true } : {}),
    ...(facets.brand !== null ? { parent_vendor_id: facets.brand } : {}),
    ...(facets.filters.length > 0 ? { filter: facets.filters.join(',') } : {}),
  };
}

/**
 * The facets' own controls, in the bar from 600 px or in the phone's sheet: there a row of its
 * own for each, a full-width select and larger boxes to touch.
 */
const controlStyles = (place: 'bar' | 'sheet') => css`
  label {
    display: ${place === 'sheet' ? 'flex' : 'inline-flex'};
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    ${place === 'sheet' ? 'min-height: 44px;' : ''}
  }
  select {
    ${place === 'sheet' ? 'width: 100%;' : ''}
    min-height: ${place === 'sheet' ? 44 : 40}px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input[type='checkbox'] {
    width: ${place === 'sheet' ? 22 : 20}px;
    height: ${place === 'sheet' ? 22 : 20}px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  ${controlStyles('bar')}
`;

/**
 * The phone's "Ordina e filtra" button and the inline controls are both in the server's page, one
 * shown by the screen's width (the server cannot know it): nothing moves when the page hydrates.
 * Without JavaScript the button could not open its sheet, so the controls show instead.
 */
const PHONE = '(max-width: 599.98px)';

const PhoneOnly = styled.div`
  display: none;
  @media ${PHONE} {
    display: contents;
  }
  @media (scripting: none) {
    display: none;
  }
`;

const WideOnly = styled.div`
  display: contents;
  @media ${PHONE} {
    display: none;
  }
  @media (scripting: none) {
    display: contents;
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  ${controlStyles('sheet')}
  /* In the sheet the category's own filters stack under their heading. */
  fieldset {
    display: grid;
  }
  fieldset legend {
    float: none;
    margin-bottom: ${({ theme }) => theme.space[1]}px;
  }
`;

const Traits = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    float: left;
    margin-right: ${({ theme }) => theme.space[2]}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  padding: 0;
  list-style: none;
  button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
    font: inherit;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus ?? theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** Props of {@link Facets}. */
interface FacetsProps {
  /** The list's parameters without the facets (category, search words...). */
  base: ProductListParams;
  /** Whether the list is a text search ("Rilevanza" is then offered and the default). */
  search?: boolean;
  /** Chips of the list's own scope (e.g. the category chosen from a suggestion). */
  scopeChips?: { label: string; onRemove: () => void }[];
}

/**
 * Sort and filters of a category or search page: kept in the URL, shown as removable
 * chips; inline from 600 px, in a drawer ("Filtri") on phones. The brand values and their counts
 * come from the list's `facets` (same query as the list: no extra request).
 */
export function Facets({ base, search = false, scopeChips = [] }: FacetsProps) {
  const [params, setParams] = useSearchParams();
  // What the shopper last asked shows at once, while its navigation (the loader) is pending;
  // any change of the address (it arrived, or back/forward) shows the address again.
  const [asked, setAsked] = useState<{ next: URLSearchParams; from: string } | null>(null);
  if (asked && asked.from !== params.toString()) setAsked(null);
  const facets = readFacets(asked?.next ?? params);
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on (never while the page hydrates), then kept.
  const opened = useOpenedOnce(open);
  // The list on screen (from the address's `?page=N`): its answer carries the facets.
  const list = useProducts({ ...base, ...facetParams(facets) }, readPage(params));
  const brandFacet = list.data?.pages[0]?.facets?.find(
    (facet) => facet.parameterName === 'parent_vendor_id',
  );
  const brands = brandFacet?.values ?? [];
  // The category's own filters: what the list's products have, each with its count.
  const traitFacet = list.data?.pages[0]?.facets?.find((facet) => facet.parameterName === 'filter');
  // While the next list loads, the filters of the last one stay (the focused box stays put).
  const loaded = list.data ? (traitFacet?.values ?? NO_VALUES) : undefined;
  const [traits, setTraits] = useState(loaded ?? NO_VALUES);
  if (loaded !== undefined && loaded !== traits) setTraits(loaded);
  const traitName = (id: string) =>
    traits.find((value) => value.id === id)?.name ?? id.replace(/-/g, ' ');
  const brandName =
    facets.brand !== null
      ? (brands.find((value) => Number(value.id) === facets.brand)?.name ?? 'Marca scelta')
      : null;
  const ids = { sort: useId(), brand: useId() };

  // While a change's navigation is pending (its loader runs) the hook still answers the old
  // parameters: the next change builds on the latest one asked, so none is lost.
  const latest = asked?.next ?? params;
  const update = (change: Partial<Record<(typeof FACET_KEYS)[number], string | null>>) => {
    const next = new URLSearchParams(latest);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // The brand filter replaces a brand chosen among the suggestions: one brand at a time.
    if ('brand' in change) next.delete('parent_vendor_id');
    // Other filters, another list: it starts from its first page.
    next.delete('page');
    setAsked({ next, from: params.toString() });
    // A new history entry: back and forward walk through the filters.
    setParams(next, { preventScrollReset: true });
  };
  const toggleTrait = (id: string, on: boolean) => {
    const current = readFilters(latest.get('filter'));
    const next = on ? [...current, id] : current.filter((value) => value !== id);
    update({ filter: [...new Set(next)].join(',') || null });
  };

  const sortOptions = search
    ? SORTS
    : [{ value: '', label: 'Predefinito' }, ...SORTS.filter((option) => option.value !== '')];
  const controls = (
    <>
      <label htmlFor={ids.sort}>
        Ordina per
        <select
          id={ids.sort}
          value={facets.sort}
          onChange={(event) => update({ sort: event.target.value || null })}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={facets.promo}
          onChange={(event) => update({ promo: event.target.checked ? '1' : null })}
        />
        In offerta
      </label>
      <label>
        <input
          type="checkbox"
          checked={facets.newProduct}
          onChange={(event) => update({ new: event.target.checked ? '1' : null })}
        />
        Novità
      </label>
      {brands.length > 0 ? (
        <label htmlFor={ids.brand}>
          Marca
          <select
            id={ids.brand}
            value={facets.brand ?? ''}
            onChange={(event) => update({ brand: event.target.value || null })}
          >
            <option value="">Tutte le marche</option>
            {brands.map((value) => (
              <option key={value.id} value={value.id}>
                {value.name} ({value.count})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {traits.length > 0 ? (
        <Traits>
          <legend>{traitFacet?.name ?? 'Caratteristiche'}</legend>
          {traits.map((value) => (
            <label key={value.id}>
              <input
                type="checkbox"
                checked={facets.filters.includes(value.id)}
                onChange={(event) => toggleTrait(value.id, event.target.checked)}
              />
              {value.name} ({value.count})
            </label>
          ))}
        </Traits>
      ) : null}
    </>
  );

  const chips: { label: string; onRemove: () => void }[] = [
    ...scopeChips,
    ...(facets.promo ? [{ label: 'In offerta', onRemove: () => update({ promo: null }) }] : []),
    ...(facets.newProduct ? [{ label: 'Novità', onRemove: () => update({ new: null }) }] : []),
    ...(brandName
      ? [{ label: `Marca: ${brandName}`, onRemove: () => update({ brand: null }) }]
      : []),
    ...facets.filters.map((id) => ({
      label: traitName(id),
      onRemove: () => toggleTrait(id, false),
    })),
  ];
  const active = chips.length - scopeChips.length;
  const total = list.data?.pages[0]?.page?.totItems;

  return (
    <section aria-label="Ordina e filtra">
      <Bar>
        <PhoneOnly>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            <SlidersHorizontal size={18} aria-hidden="true" />
            {active > 0 ? `Ordina e filtra (${active})` : 'Ordina e filtra'}
          </Button>
          {phone && opened ? (
            <Suspense fallback={null}>
              <FacetsDrawer
                open={open}
                onOpenChange={setOpen}
                total={total}
                // As the page's empty list says it (a search's category is a filter too).
                emptyLabel={
                  narrowsResults(facets) || scopeChips.length > 0
                    ? FILTERED_EMPTY.title
                    : 'Nessun prodotto'
                }
              >
                <Panel>{controls}</Panel>
              </FacetsDrawer>
            </Suspense>
          ) : null}
        </PhoneOnly>
        {/* Once the page knows it is on a phone the hidden controls go (the sheet has them). */}
        <WideOnly>{phone ? null : controls}</WideOnly>
      </Bar>
      {chips.length > 0 ? (
        <Chips aria-label="Filtri attivi">
          {chips.map((chip) => (
            <li key={chip.label}>
              <Chip label={chip.label} onRemove={chip.onRemove} />
            </li>
          ))}
          {active > 1 ? (
            <li>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => update({ promo: null, new: null, brand: null, filter: null })}
              >
                Togli tutti i filtri
              </Button>
            </li>
          ) : null}
        </Chips>
      ) : null}
    </section>
  );
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }): ReactNode {
  return (
    <button type="button" aria-label={`Togli il filtro ${label}`} onClick={onRemove}>
      {label}
      <X size={16} aria-hidden="true" />
    </button>
  );
}

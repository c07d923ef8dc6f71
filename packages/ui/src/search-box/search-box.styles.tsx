import { forwardRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { ArrowUpLeft, ListChecks, Search, Trash2 } from 'lucide-react';
import { BusyIcon } from '../utils/busy-icon';
import { fieldStyles, formStyles, inputStyles, submitStyles } from './search-box-field.styles';
import {
  SearchBoxGroup,
  SearchBoxInput,
  SearchBoxItemPart,
  SearchBoxListbox,
  SearchBoxPopup,
  SearchBoxRoot,
  SearchBoxStatus,
  SearchBoxSubmit,
  useSearchBoxContext,
  type SearchBoxRootProps,
} from './search-box';
import type { SearchBoxGroup as SearchBoxGroupData, SearchBoxEntry } from './use-search-box';
import { withParts } from '../utils/with-parts';

const Form: typeof SearchBoxRoot = styled(SearchBoxRoot)`
  ${formStyles}
`;

const Field = styled.div`
  ${fieldStyles}
`;

const Input: typeof SearchBoxInput = styled(SearchBoxInput)`
  ${inputStyles}
`;

const Submit: typeof SearchBoxSubmit = styled(SearchBoxSubmit)`
  ${submitStyles}
`;

const Spinner = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    width: 18px;
    height: 18px;
  }
`;

const Popup: typeof SearchBoxPopup = styled(SearchBoxPopup)`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]}px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.popover};
  /* A brand may cap the height (e.g. under a sticky header); the list then scrolls. */
  max-height: var(--carrello-search-box-max-height, none);
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &[hidden] {
    display: none;
  }
`;

const Status: typeof SearchBoxStatus = styled(SearchBoxStatus)`
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:empty {
    padding: 0;
  }
  &[data-error] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Listbox: typeof SearchBoxListbox = styled(SearchBoxListbox)`
  padding: ${({ theme }) => theme.space[1]}px 0;
  [data-part='group-label'] {
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[3]}px
      ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`;

const Option: typeof SearchBoxItemPart = styled(SearchBoxItemPart)`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  min-height: 40px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  cursor: pointer;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
  }
  &[data-kind='fast-search'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-kind='fast-search'][data-highlighted] {
    color: ${({ theme }) => theme.colors.onPrimarySoft};
  }
`;

const CategoryImage = styled.img`
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
`;

const ImagePlaceholder = styled.span`
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const ActionOption = styled(ActionOptionBase)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover,
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
  }
`;

const RecentRow = styled.div`
  display: flex;
  align-items: center;
  padding-right: ${({ theme }) => theme.space[1]}px;
`;

const Count = styled.span`
  margin-left: auto;
  color: inherit;
  opacity: 0.85;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** An icon-only option (copy or delete a recent search), named by its label. */
function ActionOptionBase({
  item,
  index,
  children,
  className,
}: {
  item: SearchBoxEntry;
  index: number;
  children: ReactNode;
  className?: string;
}) {
  const box = useSearchBoxContext('SearchBox.Item');
  const label = box.itemLabel(item);
  return (
    <SearchBoxItemPart
      item={item}
      index={index}
      className={className}
      aria-label={label}
      title={label}
    >
      {children}
    </SearchBoxItemPart>
  );
}

function ItemContent({ item }: { item: SearchBoxEntry }) {
  const box = useSearchBoxContext('SearchBox.Item');
  const label = box.itemLabel(item);
  switch (item.kind) {
    case 'fast-search':
      return (
        <>
          <ListChecks size={20} aria-hidden="true" />
          {label}
        </>
      );
    case 'category':
      return (
        <>
          {item.suggestion.imageUrl ? (
            <CategoryImage src={item.suggestion.imageUrl} alt="" width={32} height={32} />
          ) : (
            // docs/requirements/app-shell.md: a grey placeholder when a category has no image.
            <ImagePlaceholder data-part="image-placeholder" aria-hidden="true" />
          )}
          {label}
        </>
      );
    case 'term':
      return (
        <>
          <Search size={18} aria-hidden="true" />
          {label}
          {item.suggestion.count > 0 ? <Count>{item.suggestion.count}</Count> : null}
        </>
      );
    default:
      return <>{label}</>;
  }
}

type Entry = SearchBoxGroupData['entries'][number];

function recentRows(entries: Entry[]): [Entry, Entry, Entry][] {
  const rows: [Entry, Entry, Entry][] = [];
  for (let i = 0; i + 2 < entries.length; i += 3) {
    rows.push([entries[i]!, entries[i + 1]!, entries[i + 2]!]);
  }
  return rows;
}

function Entries() {
  const box = useSearchBoxContext('SearchBox.Listbox');
  return (
    <>
      {box.groups.map((group) => (
        <SearchBoxGroup key={group.id} label={group.label || undefined} group={group.id}>
          {group.id === 'recent'
            ? // A recent search and its copy and delete options share one row.
              recentRows(group.entries).map(([recent, copy, remove]) => (
                <RecentRow key={recent.item.key}>
                  <Option item={recent.item} index={recent.index} />
                  <ActionOption item={copy.item} index={copy.index}>
                    <ArrowUpLeft size={20} aria-hidden="true" />
                  </ActionOption>
                  <ActionOption item={remove.item} index={remove.index}>
                    <Trash2 size={20} aria-hidden="true" />
                  </ActionOption>
                </RecentRow>
              ))
            : group.entries.map(({ item, index }) => (
                <Option key={item.key} item={item} index={index}>
                  <ItemContent item={item} />
                </Option>
              ))}
        </SearchBoxGroup>
      ))}
    </>
  );
}

function LoadingIndicator() {
  const box = useSearchBoxContext('SearchBox.Input');
  return box.loading ? (
    <Spinner>
      <BusyIcon />
    </Spinner>
  ) : null;
}

/** Props of the styled {@link SearchBox}. */
export interface SearchBoxProps extends Omit<SearchBoxRootProps, 'children'> {
  /** A barcode-scan button shown before the search button (the mobile app's scanner), e.g. {@link SearchBoxScanButton}. */
  scanButton?: ReactNode;
  /** Props of the input (id, name, placeholder, autoFocus…). */
  inputProps?: ComponentPropsWithRef<typeof SearchBoxInput>;
}

/** The all-in-one search box: field, suggestions and their groups. */
const SearchBoxWithSuggestions = forwardRef<HTMLFormElement, SearchBoxProps>(function SearchBox(
  { scanButton, inputProps, ...props },
  ref,
) {
  return (
    <Form ref={ref} {...props}>
      <Field>
        <Search size={20} aria-hidden="true" />
        <Input {...inputProps} />
        <LoadingIndicator />
        {scanButton}
        <Submit>
          <Search size={18} aria-hidden="true" />
        </Submit>
      </Field>
      {/* A press inside the list keeps the focus (and the arrows) in the box. */}
      <Popup onMouseDown={(event) => event.preventDefault()}>
        <Status />
        <Listbox>
          <Entries />
        </Listbox>
      </Popup>
    </Form>
  );
});

/**
 * The styled search box of the top bar (docs/requirements/app-shell.md): combobox with "Lista della spesa",
 * Suggerimenti, Categorie, Marche and Ricerche, a search button and an optional scan button.
 * `LazySearchBox` is the same box with its combobox's code loaded on first use. Its parts are
 * the headless SearchBox's, themed (`SearchBox.Root`, `.Input`, `.Submit`, `.Popup`, `.Status`,
 * `.Listbox`, `.Group`, `.Item`), for a box of your own.
 * @example
 * <SearchBox value={text} onValueChange={setText} suggestions={data} loading={isFetching}
 *   recentSearches={recent.searches} onRemoveRecentSearch={recent.remove}
 *   onSearch={(query) => navigate(`/search?q=${query.q}`)} onFastSearch={() => setFastOpen(true)} />
 */
export const SearchBox = /* @__PURE__ */ withParts(SearchBoxWithSuggestions, {
  Root: Form,
  Input,
  Submit,
  Popup,
  Status,
  Listbox,
  Group: SearchBoxGroup,
  Item: Option,
});

// The whole box and its themed parts one by one, for `./compound.ts` (a Server Component
// receives each export of a client module as a reference of its own, never its properties).
export {
  SearchBoxWithSuggestions,
  Form as SearchBoxSkinRoot,
  Input as SearchBoxSkinInput,
  Submit as SearchBoxSkinSubmit,
  Popup as SearchBoxSkinPopup,
  Status as SearchBoxSkinStatus,
  Listbox as SearchBoxSkinListbox,
  SearchBoxGroup as SearchBoxSkinGroup,
  Option as SearchBoxSkinItem,
};

import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';

import { Skeleton } from '@carrello/ui';

import { AlertText } from './alert-text';
import { surfaceBox } from './surface';

const cards = css`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    ${surfaceBox}
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

/** A column of cards, each an `li` with an `h2` and its lines (the profile's summary, orders, billing data). */
export const CardColumn = styled.ul`
  ${cards}
`;

/** A column of cards, each a row of its description and its actions (the saved cards). */
export const CardRows = styled(CardColumn)`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]}px;
  }
`;

/**
 * A grid of cards, as many columns of at least 240 px as fit, each a heading with a link and a
 * muted line under it (flyers, FAQ topics, stores).
 */
export const CardGrid = styled.ul`
  ${cards}
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** What a page or a list shows while its data loads, or the error when the load failed. */
export function LoadingOrError({ error }: { error?: Error | null }) {
  if (error) return <AlertText role="alert">{error.message}</AlertText>;
  return <Skeleton height={160} />;
}

/** Props of {@link LoadedCards}. */
interface LoadedCardsProps<TItem> {
  /** The loaded items; `undefined` while they load or when the load failed. */
  items: readonly TItem[] | undefined;
  /** The load's error, shown in place of the cards. */
  error?: Error | null;
  /** What stands in place of the cards when there are no items. */
  empty: ReactNode;
  /** How the cards stand: a {@link CardColumn} or a {@link CardGrid}. */
  layout: 'column' | 'grid';
  /** The card of an item: an `li` with its key. */
  children: (item: TItem) => ReactNode;
}

/**
 * A page's list of cards: {@link LoadingOrError} until the items come, then `empty` when there
 * are none, or one card an item.
 * @example
 * <LoadedCards items={stores.data?.warehouses} error={stores.error} empty={<p>…</p>} layout="grid">
 *   {(store) => <li key={store.warehouseId}>{store.name}</li>}
 * </LoadedCards>
 */
export function LoadedCards<TItem>({
  items,
  error,
  empty,
  layout,
  children,
}: LoadedCardsProps<TItem>) {
  if (!items) return <LoadingOrError error={error} />;
  if (items.length === 0) return empty;
  const List = layout === 'grid' ? CardGrid : CardColumn;
  return <List>{items.map(children)}</List>;
}

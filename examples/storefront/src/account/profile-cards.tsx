import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

import { EmptyState, ErrorState, Skeleton, type EmptyStateProps } from '@carrello/ui';

import { surfaceBox } from '../shell/surface';

/** The cards of the profile pages (addresses, lists, plans, gifts). */
export const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]}px;
    ${surfaceBox}
  }
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

/** A row of buttons under a card or a heading. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** Muted text beside a card's title. */
export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An error tied to a page's action. */
export const Alert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.danger};
`;

/** What {@link QueryState} reads of a profile query (TanStack Query's result). */
interface ProfileQuery {
  error: Error | null;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** The loading and error states of a profile query; the error offers to try again. */
export function QueryState({ query, message }: { query: ProfileQuery; message: string }) {
  if (query.error)
    return (
      <ErrorState
        headingLevel={2}
        message={message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <div aria-busy="true" aria-label="Caricamento">
      <Skeleton height={96} />
    </div>
  );
}

/** Props of {@link QueryCards}. */
interface QueryCardsProps<TData, TItem> {
  /** The profile query the cards come from. */
  query: UseQueryResult<TData>;
  /** The items of the loaded data, a card each. */
  items: (data: TData) => readonly TItem[];
  /** What the error state says when the query fails. */
  message: string;
  /** The empty state that shows in place of the cards when there are no items. */
  empty: EmptyStateProps;
  /** The accessible name of the list of cards. */
  'aria-label'?: string;
  /** The card of an item: an `li` with its key. */
  children: (item: TItem) => ReactNode;
}

/**
 * A profile page's list: loading, then the error state, the empty state or one card an item.
 * @example
 * <QueryCards query={lists} items={(data) => data.lists} message="…" empty={{ title: '…' }}>
 *   {(list) => <li key={list.listId}>{list.name}</li>}
 * </QueryCards>
 */
export function QueryCards<TData, TItem>({
  query,
  items,
  message,
  empty,
  'aria-label': label,
  children,
}: QueryCardsProps<TData, TItem>) {
  if (!query.isSuccess) return <QueryState query={query} message={message} />;
  const list = items(query.data);
  if (list.length === 0) return <EmptyState {...empty} />;
  return <Cards aria-label={label}>{list.map(children)}</Cards>;
}

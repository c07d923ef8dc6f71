import { styled } from 'styled-components';

import { ErrorState, Skeleton } from '@carrello/ui';

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

/** The loading and error states of a profile query. */
export function QueryState({
  error,
  onRetry,
  retrying,
  message,
}: {
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  message: string;
}) {
  if (error)
    return <ErrorState headingLevel={2} message={message} onRetry={onRetry} retrying={retrying} />;
  return (
    <div aria-busy="true" aria-label="Caricamento">
      <Skeleton height={96} />
    </div>
  );
}

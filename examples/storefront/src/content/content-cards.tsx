import { styled } from 'styled-components';

import { Skeleton } from '@carrello/ui';

/** A grid of cards, each a heading with a link and a line under it (flyers, FAQ topics, stores). */
export const ContentCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space[4]}px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** What a content page shows while its data loads, or the error when it failed. */
export function ContentLoading({ error }: { error?: Error | null }) {
  if (error) return <p role="alert">{error.message}</p>;
  return <Skeleton height={160} />;
}

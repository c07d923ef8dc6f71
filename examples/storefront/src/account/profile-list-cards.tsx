import { styled } from 'styled-components';

import { Skeleton } from '@carrello/ui';

/** A column of cards for the profile's lists (summary, orders, billing data). */
export const ProfileListCards = styled.ul`
  display: grid;
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
  }
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** What a profile list shows while its data loads, or the error when it failed. */
export function ProfileListLoading({ error }: { error?: Error | null }) {
  if (error) return <Alert role="alert">{error.message}</Alert>;
  return <Skeleton height={160} />;
}

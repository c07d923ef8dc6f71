'use client';

import type { CarrelloNotice } from '@carrello/hooks';
import { styled } from 'styled-components';

const List = styled.ul`
  position: fixed;
  right: ${({ theme }) => theme.space[4]}px;
  bottom: ${({ theme }) => theme.space[4]}px;
  left: ${({ theme }) => theme.space[4]}px;
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  pointer-events: none;
  li {
    max-width: 420px;
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.surface};
    font-family: ${({ theme }) => theme.fonts.body};
    pointer-events: auto;
  }
  li[data-type='error'] {
    background: ${({ theme }) => theme.colors.danger};
  }
`;

/** The last messages of the hooks (errors of the cart, infos of the server), read out politely. */
export function Notices({ notices }: { notices: readonly CarrelloNotice[] }) {
  return (
    <List role="status" aria-live="polite">
      {notices.map((notice, index) => (
        <li key={index} data-type={notice.type}>
          {notice.message}
        </li>
      ))}
    </List>
  );
}

import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { canSearch } from '@carrello/core';
import { useRecentSearches } from '@carrello/hooks';
import { IconButton } from '@carrello/ui';

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  width: 100%;
  max-width: 640px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  padding-left: ${({ theme }) => theme.space[4]}px;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 40px;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
  }
  input:focus,
  input:focus-visible {
    outline: none;
  }
`;

/**
 * The search of the top bar: a plain search form until the ui SearchBox (suggestions, groups,
 * recent searches) is available; plain searches join the recent-search history (spec 2.3).
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const recent = useRecentSearches();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!canSearch({ q })) return;
    recent.add(q);
    navigate(`/search?q=${encodeURIComponent(q)}`);
  };
  return (
    <Form role="search" onSubmit={onSubmit}>
      <label htmlFor="header-search" className="visually-hidden">
        Cerca prodotti
      </label>
      <input
        id="header-search"
        type="search"
        placeholder="Cerca prodotti, marche e categorie"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      <IconButton label="Cerca" type="submit">
        <Search aria-hidden="true" />
      </IconButton>
    </Form>
  );
}

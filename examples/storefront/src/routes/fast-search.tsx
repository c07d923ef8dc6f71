import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { fastSearchWords } from '@carrello/core';
import { productQueries, useFastSearch } from '@carrello/hooks';

import type { LoaderFactory } from '../app/route-context';
import {
  FAST_SEARCH_PAGE_SIZE,
  ShoppingListForm,
  WordResults,
} from '../catalogue/fast-search-list';
import { Page } from '../shell/page';

function readWords(params: URLSearchParams): string[] {
  return fastSearchWords(params.getAll('q').flatMap((value) => value.split(/[,\n]/)));
}

/** `/fast-search` (named FastSearch): one result group per word of the shopping list. */
export function FastSearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const words = readWords(params);
  const list = useFastSearch({ defaultWords: words });
  const addressList = words.join('\n');
  const [text, setText] = useState(addressList);
  // docs/requirements/app-shell.md: the list shows the words of the address, also when another
  // list arrives without leaving the page (the header's "Lista della spesa", back and forward).
  const [shownList, setShownList] = useState(addressList);
  if (shownList !== addressList) {
    setShownList(addressList);
    setText(addressList);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = fastSearchWords(text.split('\n'));
    list.set(next);
    if (next.length === 0) return;
    const query = new URLSearchParams();
    next.forEach((word) => query.append('q', word));
    void navigate(`/fast-search?${query.toString()}`);
  };
  const typed = fastSearchWords(text.split('\n'));
  return (
    <Page title="Lista della spesa">
      <ShoppingListForm
        text={text}
        onTextChange={setText}
        canSubmit={typed.length > 0}
        onSubmit={onSubmit}
      />
      {words.map((word) => (
        <WordResults key={word} word={word} />
      ))}
    </Page>
  );
}

/** Loaders of this module's page. */
export const loaders: Record<string, LoaderFactory> = {
  FastSearchPage:
    ({ client, queryClient }) =>
    async ({ request }) => {
      const words = readWords(new URL(request.url).searchParams);
      await Promise.allSettled(
        words.map((word) =>
          queryClient.ensureInfiniteQueryData(
            productQueries.infiniteList(client, { q: word, page_size: FAST_SEARCH_PAGE_SIZE }),
          ),
        ),
      );
      return null;
    },
};

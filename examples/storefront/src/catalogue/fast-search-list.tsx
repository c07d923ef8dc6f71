import type { FormEvent } from 'react';
import { styled } from 'styled-components';

import { useProducts } from '@carrello/hooks';
import { Button, EmptyState, ErrorState, Field } from '@carrello/ui';

import { CatalogueGrid } from './catalogue-grid';

/** Products a word of the fast search shows in its group. */
export const FAST_SEARCH_PAGE_SIZE = 8;

const WordGroup = styled.section`
  margin-bottom: ${({ theme }) => theme.space[7]}px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    text-transform: capitalize;
  }
`;

const ListForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 500px;
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  textarea {
    min-height: 120px;
    padding: ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

/** One word of the shopping list: its heading and its first products, or why there are none. */
export function WordResults({ word }: { word: string }) {
  const query = useProducts({ q: word, page_size: FAST_SEARCH_PAGE_SIZE });
  const products = query.data?.pages[0]?.products ?? [];
  const id = `fast-${word.replace(/\W+/g, '-')}`;
  return (
    <WordGroup aria-labelledby={id}>
      <h2 id={id}>{word}</h2>
      {query.isError && !query.data ? (
        <ErrorState
          headingLevel={3}
          title={`Prodotti per “${word}” non caricati`}
          message="Non è stato possibile caricare i prodotti."
          onRetry={() => void query.refetch()}
        />
      ) : query.isSuccess && products.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={`Nessun prodotto per “${word}”`}
          description="Prova con un’altra parola nella lista."
        />
      ) : (
        <CatalogueGrid
          products={query.data ? products : undefined}
          loading={query.isPending}
          skeletonCount={4}
          label={`Prodotti per ${word}`}
          headingLevel={3}
        />
      )}
    </WordGroup>
  );
}

/** Props of {@link ShoppingListForm}. */
interface ShoppingListFormProps {
  /** The list as typed, a word a line. */
  text: string;
  onTextChange: (text: string) => void;
  /** Whether any word is typed: the button searches only then. */
  canSubmit: boolean;
  onSubmit: (event: FormEvent) => void;
}

/** The shopping list to search, a word a line, with its "Cerca tutti" button. */
export function ShoppingListForm({
  text,
  onTextChange,
  canSubmit,
  onSubmit,
}: ShoppingListFormProps) {
  return (
    <ListForm onSubmit={onSubmit}>
      <Field
        label="I prodotti da cercare"
        description="Una parola per riga, ad esempio latte, pane, uova."
      >
        <textarea value={text} onChange={(event) => onTextChange(event.target.value)} />
      </Field>
      <Button type="submit" disabled={!canSubmit}>
        Cerca tutti
      </Button>
    </ListForm>
  );
}

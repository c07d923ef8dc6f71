import { useState } from 'react';

import { useSuggestions } from '@carrello/hooks';
import { SearchBox } from '@carrello/ui';

/** The kit's search box with the server's suggestions (terms, categories, brands). */
export function Search({ onSearch }: { onSearch: (q: string, categoryId?: number) => void }) {
  const [text, setText] = useState('');
  // Asked once the shopper stops typing, for more than 3 characters.
  const suggestions = useSuggestions(text);
  return (
    <SearchBox
      value={text}
      onValueChange={setText}
      suggestions={suggestions.data ?? null}
      loading={suggestions.isFetching}
      error={suggestions.isError}
      onSearch={(query) => onSearch(query.q, query.categoryId)}
    />
  );
}

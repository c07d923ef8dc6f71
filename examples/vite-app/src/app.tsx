import { useState } from 'react';
import { createGlobalStyle } from 'styled-components';

import { CarrelloProvider } from '@carrello/hooks';
import { createEbsnClient } from '@carrello/sdk';
import { ThemeProvider, ToastProvider, useToast } from '@carrello/ui';

import { messages, theme } from './brand';
import { CartPanel } from './cart-panel';
import { CategoryNav, CategoryPage, Products } from './product-list';
import { Search } from './search';

// Same origin: Vite's dev server proxies /ebsn/api to the EBSN backend (vite.config.ts).
const client = createEbsnClient({ baseUrl: '' });

const GlobalStyle = createGlobalStyle`
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
  }
  header, main, aside { padding: 16px; }
  header { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; }
  h1 { margin: 0; font-family: ${({ theme }) => theme.fonts.heading}; }
  .layout { display: grid; grid-template-columns: minmax(0, 1fr); }
  @media (min-width: 960px) { .layout { grid-template-columns: minmax(0, 1fr) 360px; } }
`;

function Shop() {
  const toast = useToast();
  // What the page shows: a category (by slug) or the results of a search.
  const [page, setPage] = useState<{ slug: string } | { q: string; categoryId?: number }>({
    slug: 'frutta-e-verdura',
  });
  return (
    // The hooks' errors and successes become the kit's toasts.
    <CarrelloProvider
      client={client}
      onNotify={({ type, message }) => toast.show({ type, title: message })}
    >
      <header>
        <h1>La mia spesa</h1>
        <Search onSearch={(q, categoryId) => setPage({ q, categoryId })} />
      </header>
      <div className="layout">
        <main>
          <CategoryNav onSelect={(slug) => setPage({ slug })} />
          {'slug' in page ? (
            <CategoryPage slug={page.slug} />
          ) : (
            <Products
              title={`Risultati per “${page.q}”`}
              params={{ q: page.q, parent_category_id: page.categoryId }}
            />
          )}
        </main>
        <aside>
          <CartPanel />
        </aside>
      </div>
    </CarrelloProvider>
  );
}

export function App() {
  return (
    <ThemeProvider theme={theme} messages={messages}>
      <GlobalStyle />
      <ToastProvider>
        <Shop />
      </ToastProvider>
    </ThemeProvider>
  );
}

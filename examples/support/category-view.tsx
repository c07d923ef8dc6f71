// The category page's view in the example apps (examples/next-app and examples/rr7-app import it by
// relative path); each app renders it from its own server code and gives it its router.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import {
  cartQueries,
  useAddToCart,
  useCarrelloContext,
  useCategory,
  useProducts,
  useSession,
  useSuggestions,
  useUpdateCartItem,
} from '@carrello/hooks';
import type { CartItem, Product } from '@carrello/sdk';
import {
  Button,
  CartSummary,
  ProductGrid,
  SearchBox,
  media,
  type SearchBoxQuery,
} from '@carrello/ui';

import { categoryProductParams } from './category-params';

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
`;

// The header's content lines up with the page's 1280 px column below it.
const Header = styled.header`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px
    max(${({ theme }) => theme.space[4]}px, calc((100% - 1280px) / 2));
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > a {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
  }
  ${media.down('sm')} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  align-items: start;
  gap: ${({ theme }) => theme.space[6]}px;
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px;
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  min-width: 0;
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  h1 + p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Aside = styled.aside`
  position: sticky;
  top: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.down('md')} {
    position: static;
    order: -1;
  }
`;

/** Props of {@link CategoryView}. */
export interface CategoryViewProps {
  /** The category's slug, as in the URL. */
  slug: string;
  /** The text searched in the category (`?q=`), or `''`. */
  query: string;
  /** Goes to a path of the app with the app's router (a search goes to `?q=`). */
  navigate: (path: string) => void;
}

/**
 * The category page's interactive part: the search box, the product grid and the cart summary,
 * with the kit's hooks. Its first render uses what the server code put in the query cache, so the
 * server's HTML and the browser's first render are the same.
 */
export function CategoryView({ slug, query, navigate }: CategoryViewProps) {
  const { client, notify } = useCarrelloContext();
  const { data: category } = useCategory(slug);
  const { data: session } = useSession();
  const signedIn = session?.isAuthenticated ?? false;
  // docs/requirements/account.md: the cart needs a signed-in shopper; an anonymous visitor has none.
  const cart = useQuery({ ...cartQueries.detail(client), enabled: signedIn });
  const products = useProducts(category ? categoryProductParams(category.categoryId, query) : {});
  const [text, setText] = useState(query);
  const suggestions = useSuggestions(text);
  const addToCart = useAddToCart();
  const updateLine = useUpdateCartItem();

  const lines = useMemo(() => {
    const byProduct = new Map<number, CartItem>();
    for (const item of cart.data?.cartItems ?? []) {
      if (!byProduct.has(item.product.productId)) byProduct.set(item.product.productId, item);
    }
    return byProduct;
  }, [cart.data]);
  const quantities = useMemo(
    () => Object.fromEntries([...lines].map(([productId, item]) => [productId, item.quantity])),
    [lines],
  );

  const search = ({ q }: SearchBoxQuery) => {
    navigate(`/category/${encodeURIComponent(slug)}?q=${encodeURIComponent(q)}`);
  };
  const add = (product: Product) => {
    if (signedIn) addToCart.mutate({ product, quantity: 1 });
    else
      notify({ type: 'info', message: 'Accedi al negozio per aggiungere prodotti al carrello.' });
  };
  const change = (product: Product, quantity: number) => {
    const line = lines.get(product.productId);
    if (line) updateLine.mutate({ item: line, quantity });
  };

  const list = products.data?.pages.flatMap((page) => page.products);
  const total = products.data?.pages[0]?.page?.totItems;

  return (
    <Page>
      <Header>
        <a href="/">Carrello</a>
        <SearchBox
          value={text}
          onValueChange={setText}
          suggestions={suggestions.data ?? null}
          loading={suggestions.isFetching}
          onSearch={search}
          inputProps={{ 'aria-label': 'Cerca prodotti' }}
        />
      </Header>
      <Layout>
        <Main>
          <h1>{query ? `«${query}» in ${category?.name ?? ''}` : category?.name}</h1>
          {total !== undefined ? <p>{total === 1 ? '1 prodotto' : `${total} prodotti`}</p> : null}
          <ProductGrid
            products={list}
            loading={products.isPending}
            quantities={quantities}
            busyProductIds={addToCart.isPending ? [addToCart.variables.product.productId] : []}
            onAddToCart={add}
            onQuantityChange={change}
            // This example has no product pages: the name is plain text, not a dead link.
            renderLink={({ children }) => children}
            headingLevel={2}
          />
          {products.hasNextPage ? (
            <Button
              variant="secondary"
              loading={products.isFetchingNextPage}
              onClick={() => void products.fetchNextPage()}
            >
              Mostra altri prodotti
            </Button>
          ) : null}
        </Main>
        <Aside>
          <CartSummary cart={cart.data} />
        </Aside>
      </Layout>
    </Page>
  );
}

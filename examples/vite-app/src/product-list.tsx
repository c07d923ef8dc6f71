import { styled } from 'styled-components';

import { useCategory, useCategoryTree, useProducts, type ProductListParams } from '@carrello/hooks';
import { Button, ProductCard, media } from '@carrello/ui';

import { useCartControls } from './cart';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  padding: 0;
  list-style: none;
`;

/** A product list with the kit's cards, 24 at a time. */
export function Products({ title, params }: { title: string; params: ProductListParams }) {
  const products = useProducts({ ...params, page_size: 24 });
  const cart = useCartControls();
  const list = products.data?.pages.flatMap((page) => page.products) ?? [];
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {products.isPending ? <p>Caricamento…</p> : null}
      {products.isSuccess && list.length === 0 ? <p>Nessun prodotto trovato.</p> : null}
      <Grid>
        {list.map((product) => (
          <li key={product.productId}>
            <ProductCard
              product={product}
              quantity={cart.quantityOf(product)}
              onAddToCart={cart.add}
              onQuantityChange={cart.change}
            />
          </li>
        ))}
      </Grid>
      {products.hasNextPage ? (
        <Button onClick={() => void products.fetchNextPage()}>Mostra altri prodotti</Button>
      ) : null}
    </section>
  );
}

/** A category page: its name, then its products (and those of its subcategories). */
export function CategoryPage({ slug }: { slug: string }) {
  const { data: category, error } = useCategory(slug);
  if (error) return <p role="alert">{error.message}</p>;
  if (!category) return <p>Caricamento…</p>;
  return <Products title={category.name} params={{ parent_category_id: category.categoryId }} />;
}

// One scrolling row on phones, wrapped rows from the md breakpoint (960 px) up.
const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  overflow-x: auto;
  padding: 4px;
  & > * {
    flex: none;
  }
  ${media.up('md')} {
    flex-wrap: wrap;
  }
`;

/** The first level of the category tree as buttons. */
export function CategoryNav({ onSelect }: { onSelect: (slug: string) => void }) {
  const { data } = useCategoryTree();
  return (
    <Nav aria-label="Categorie">
      {data?.categories.map((category) => (
        <Button
          key={category.categoryId}
          variant="secondary"
          onClick={() => onSelect(category.slug)}
        >
          {category.name}
        </Button>
      ))}
    </Nav>
  );
}

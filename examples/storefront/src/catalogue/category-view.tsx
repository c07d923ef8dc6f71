import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';

import { useCategory } from '@carrello/hooks';
import type { Category } from '@carrello/sdk';
import { CategoryHeader } from '@carrello/ui';

import { brand } from '../app/brand';
import { SafeHtml } from '../shell/safe-html';
import { catalogueHead } from './catalogue-head';
import { CataloguePath } from './catalogue-path';
import { useCategoryTrail } from './category-trail';
import { FILTERED_EMPTY, Facets, facetParams, narrowsResults, readFacets } from './facets';
import { InfiniteProducts } from './infinite-products';
import { PageFrame } from './page-frame';
import { readPage } from './page-links';
import { seoText } from './seo-text';

const Subcategories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A category page: its path, heading, subcategories, filters and products. */
export function CategoryView({ slug }: { slug: string }) {
  const [searchParams] = useSearchParams();
  const { data: category } = useCategory(slug);
  // Breadcrumbs: the departments above the category, read from the tree (docs/requirements/app-shell.md).
  const trail = useCategoryTrail(category?.categoryId);
  if (!category) return null;
  const facetState = readFacets(searchParams);
  const facets = facetParams(facetState);
  const above = (trail.data ?? []).slice(0, -1);
  const categoryId = Number(searchParams.get('categoryId')) || category.categoryId;
  const children: Category[] = category.categories ?? [];
  const description = category.metaData?.category_info?.DESCRIPTION;
  return (
    <PageFrame
      {...catalogueHead(
        'category',
        { id: category.categoryId, name: category.name, seo: category.metaData?.category_seo },
        seoText(description) ??
          `${category.name}: fai la spesa online su ${brand.name}, a casa o in negozio.`,
      )}
    >
      <CataloguePath
        items={[
          { label: 'Home', href: '/' },
          ...above.map((node) => ({ label: node.name, href: `/${node.slug}` })),
          { label: category.name },
        ]}
      />
      <CategoryHeader
        title={category.name}
        // The shell focuses the page heading after each navigation.
        titleProps={{ tabIndex: -1 }}
        description={
          typeof description === 'string' && description ? <SafeHtml html={description} /> : null
        }
      >
        {children.length > 0 ? (
          <nav aria-label="Sottocategorie">
            <Subcategories>
              {children.map((child) => (
                <li key={child.categoryId}>
                  <Link to={`/${child.slug}`}>{child.name}</Link>
                </li>
              ))}
            </Subcategories>
          </nav>
        ) : null}
      </CategoryHeader>
      <Facets base={{ parent_category_id: categoryId, page_size: 24 }} />
      <InfiniteProducts
        key={searchParams.toString()}
        params={{ parent_category_id: categoryId, page_size: 24, ...facets }}
        firstPage={readPage(searchParams)}
        label={`Prodotti di ${category.name}`}
        empty={
          narrowsResults(facetState)
            ? FILTERED_EMPTY
            : {
                title: 'Nessun prodotto in questa categoria',
                description:
                  'Al momento non ci sono prodotti qui: prova un’altra categoria dal menu.',
              }
        }
      />
    </PageFrame>
  );
}

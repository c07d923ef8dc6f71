import { Link } from 'react-router-dom';

import { contentQueries, useFaqCategories } from '@carrello/hooks';

import type { LoaderFactory } from '../app/route-context';
import { CardGrid, LoadingOrError } from '../shell/cards';
import { prefetchContent } from '../content/prefetch-content';
import { Page } from '../shell/page';

/** `/faq`: the FAQ categories. */
export function FaqCategoriesPage() {
  const categories = useFaqCategories();
  return (
    <Page
      title="Domande frequenti"
      meta={{
        description:
          'Le risposte alle domande più frequenti su ordini, consegna, ritiro e pagamenti.',
      }}
    >
      {categories.data ? (
        <CardGrid>
          {categories.data.categories.map((category) => (
            <li key={category.categoryId}>
              <h2>
                <Link to={`/faq/${category.slug}`}>{category.name}</Link>
              </h2>
              {category.description ? <p>{category.description}</p> : null}
            </li>
          ))}
        </CardGrid>
      ) : (
        <LoadingOrError error={categories.error} />
      )}
    </Page>
  );
}

/** Loaders of this module's pages. */
export const loaders: Record<string, LoaderFactory> = {
  FaqCategoriesPage:
    ({ client, queryClient }) =>
    () =>
      prefetchContent(queryClient.ensureQueryData(contentQueries.faqCategories(client))),
};

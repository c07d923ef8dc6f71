import { Link, useParams } from 'react-router-dom';

import { contentQueries, useFaqs } from '@carrello/hooks';

import type { LoaderFactory } from '../app/route-context';
import { LoadingOrError } from '../shell/cards';
import { FaqAnswers } from '../content/faq-answers';
import { prefetchContent } from '../content/prefetch-content';
import { Page } from '../shell/page';
import { preloadHtmlSanitizer } from '../shell/safe-html';

/** `/faq/:categoryName`: the questions of a category. */
export function FaqListPage() {
  const { categoryName = '' } = useParams();
  const faqs = useFaqs(categoryName);
  if (!faqs.data) {
    return <Page title="Domande frequenti">{<LoadingOrError error={faqs.error} />}</Page>;
  }
  return (
    <Page title={faqs.data.category.name}>
      <FaqAnswers faqs={faqs.data.faqs} />
      <p>
        <Link to="/faq">Tutte le domande frequenti</Link>
      </p>
    </Page>
  );
}

/** Loaders of this module's pages. */
export const loaders: Record<string, LoaderFactory> = {
  FaqListPage:
    ({ client, queryClient }) =>
    ({ params }) =>
      prefetchContent(
        Promise.all([
          queryClient.ensureQueryData(contentQueries.faqs(client, params.categoryName ?? '')),
          // The answers are CMS HTML.
          preloadHtmlSanitizer(),
        ]),
      ),
};

import { useParams } from 'react-router-dom';

import { contentQueries, useContentPage } from '@carrello/hooks';

import type { LoaderFactory } from '../app/route-context';
import { LoadingOrError } from '../shell/cards';
import { Page } from '../shell/page';
import { preloadHtmlSanitizer, SafeHtml } from '../shell/safe-html';

/** `/page/:pageName`: a content page (privacy-policy, condizioni-di-vendita, ...). */
export function ContentPage() {
  const { pageName = '' } = useParams();
  const page = useContentPage(pageName);
  if (!page.data) return <Page title="Pagina">{<LoadingOrError error={page.error} />}</Page>;
  return (
    <Page
      title={page.data.title.rendered}
      documentTitle={page.data.meta.seo_title || page.data.title.rendered}
      contentView={{
        contentType: 'page',
        contentId: page.data.slug,
        contentName: page.data.title.rendered,
      }}
      meta={{ description: page.data.meta.seo_description || page.data.content.rendered }}
    >
      <SafeHtml html={page.data.content.rendered} />
    </Page>
  );
}

/** Loaders of this module's pages (docs/requirements/account.md: the page loads first, then the content view). */
export const loaders: Record<string, LoaderFactory> = {
  ContentPage:
    ({ client, queryClient }) =>
    async ({ params }) => {
      await Promise.all([
        queryClient.ensureQueryData(contentQueries.page(client, params.pageName ?? '')),
        preloadHtmlSanitizer(),
      ]);
      return null;
    },
};

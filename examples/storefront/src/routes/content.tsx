import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';

import {
  contentQueries,
  storeQueries,
  useContentPage,
  useFaqCategories,
  useFaqs,
  useLeaflet,
  useLeaflets,
  useStore,
  useStores,
} from '@carrello/hooks';
import { EbsnError } from '@carrello/sdk';
import { Accordion, Skeleton, useCarrelloUi } from '@carrello/ui';

import type { LoaderFactory } from '../app/route-context';
import { Page } from '../shell/page';
import { preloadHtmlSanitizer, SafeHtml } from '../shell/safe-html';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space[4]}px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function Loading({ error }: { error?: Error | null }) {
  if (error) return <p role="alert">{error.message}</p>;
  return <Skeleton height={160} />;
}

/** `/page/:pageName`: a content page (privacy-policy, condizioni-di-vendita, ...). */
export function ContentPage() {
  const { pageName = '' } = useParams();
  const page = useContentPage(pageName);
  if (!page.data) return <Page title="Pagina">{<Loading error={page.error} />}</Page>;
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

/** `/volantini`: the flyers in force. */
export function LeafletsPage() {
  const { formatDate } = useCarrelloUi();
  const leaflets = useLeaflets();
  return (
    <Page
      title="Volantini"
      meta={{
        description:
          'Sfoglia i volantini in corso: le offerte della settimana nei negozi e online.',
      }}
    >
      {leaflets.data ? (
        leaflets.data.leaflets.length === 0 ? (
          <p>Nessun volantino in corso.</p>
        ) : (
          <Cards>
            {leaflets.data.leaflets.map((leaflet) => (
              <li key={leaflet.leafletId}>
                <h2>
                  <Link to={`/volantini/${leaflet.slug}`}>{leaflet.name}</Link>
                </h2>
                <p>
                  Dal {formatDate(leaflet.validityDate)} al {formatDate(leaflet.expireDate)}
                </p>
              </li>
            ))}
          </Cards>
        )
      ) : (
        <Loading error={leaflets.error} />
      )}
    </Page>
  );
}

/** `/volantini/:volantino`: one flyer. */
export function LeafletPage() {
  const { volantino = '' } = useParams();
  const { formatDate } = useCarrelloUi();
  const leaflet = useLeaflet({ slug: volantino });
  if (!leaflet.data) return <Page title="Volantino">{<Loading error={leaflet.error} />}</Page>;
  return (
    <Page title={leaflet.data.name}>
      <p>
        Valido dal {formatDate(leaflet.data.validityDate)} al {formatDate(leaflet.data.expireDate)},{' '}
        {leaflet.data.pageCount} pagine.
      </p>
      {leaflet.data.description ? <p>{leaflet.data.description}</p> : null}
    </Page>
  );
}

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
        <Cards>
          {categories.data.categories.map((category) => (
            <li key={category.categoryId}>
              <h2>
                <Link to={`/faq/${category.slug}`}>{category.name}</Link>
              </h2>
              {category.description ? <p>{category.description}</p> : null}
            </li>
          ))}
        </Cards>
      ) : (
        <Loading error={categories.error} />
      )}
    </Page>
  );
}

// Without JavaScript the questions cannot open: the answers then show under them, all open.
const Answers = styled.div`
  @media (scripting: none) {
    [role='region'][hidden] {
      display: block;
    }
    button svg {
      display: none;
    }
  }
`;

/** `/faq/:categoryName`: the questions of a category. */
export function FaqListPage() {
  const { categoryName = '' } = useParams();
  const faqs = useFaqs(categoryName);
  if (!faqs.data) return <Page title="Domande frequenti">{<Loading error={faqs.error} />}</Page>;
  return (
    <Page title={faqs.data.category.name}>
      <Answers>
        <Accordion.Root type="multiple">
          {faqs.data.faqs.map((faq) => (
            <Accordion.Item key={faq.faqId} value={String(faq.faqId)}>
              <Accordion.Trigger>{faq.question}</Accordion.Trigger>
              <Accordion.Content>
                <SafeHtml html={faq.answer} />
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Answers>
      <p>
        <Link to="/faq">Tutte le domande frequenti</Link>
      </p>
    </Page>
  );
}

/** `/store-locator` and its region and province levels. */
export function StoreLocatorPage() {
  const { region, slug } = useParams();
  const stores = useStores({ region, province: slug });
  const title = slug ? `Negozi: ${slug}` : region ? `Negozi: ${region}` : 'Trova il negozio';
  return (
    <Page
      title={title}
      meta={{
        description:
          'Trova il negozio più vicino: indirizzo, orari e servizi di ogni punto vendita.',
      }}
    >
      {stores.data ? (
        stores.data.warehouses.length === 0 ? (
          <p>Nessun negozio in questa zona.</p>
        ) : (
          <Cards>
            {stores.data.warehouses.map((store) => (
              <li key={store.warehouseId}>
                <h2>
                  <Link
                    to={`/store-locator/${store.address.region ?? 'italia'}/${store.address.province}/${store.slug}`}
                  >
                    {store.name}
                  </Link>
                </h2>
                <p>
                  {store.address.address1} {store.address.addressNumber}, {store.address.postalcode}{' '}
                  {store.address.city} ({store.address.province})
                </p>
              </li>
            ))}
          </Cards>
        )
      ) : (
        <Loading error={stores.error} />
      )}
    </Page>
  );
}

/** `/store-locator/:region/:province/:slug`: one store. */
export function StoreDetailPage() {
  const { slug = '' } = useParams();
  const store = useStore(slug);
  if (!store.data) return <Page title="Negozio">{<Loading error={store.error} />}</Page>;
  const { address } = store.data;
  return (
    <Page title={store.data.name}>
      <p>
        {address.address1} {address.addressNumber}, {address.postalcode} {address.city} (
        {address.province})
      </p>
      <p>
        <Link to="/store-locator">Tutti i negozi</Link>
      </p>
    </Page>
  );
}

/**
 * Waits for a page's data so the server's HTML carries it: an address the API does not know
 * (404, or 400 for no slug at all) is the not-found page; another failure shows on the page.
 */
async function prefetch(load: Promise<unknown>): Promise<null> {
  try {
    await load;
  } catch (error) {
    if (error instanceof EbsnError && (error.httpStatus === 404 || error.httpStatus === 400)) {
      throw error;
    }
  }
  return null;
}

/** Loaders of this module's pages (spec 4.6: the page loads first, then the content view). */
export const loaders: Record<string, LoaderFactory> = {
  LeafletsPage:
    ({ client, queryClient }) =>
    () =>
      prefetch(queryClient.ensureQueryData(contentQueries.leaflets(client))),
  LeafletPage:
    ({ client, queryClient }) =>
    ({ params }) =>
      prefetch(
        queryClient.ensureQueryData(
          contentQueries.leaflet(client, { slug: params.volantino ?? '' }),
        ),
      ),
  FaqCategoriesPage:
    ({ client, queryClient }) =>
    () =>
      prefetch(queryClient.ensureQueryData(contentQueries.faqCategories(client))),
  FaqListPage:
    ({ client, queryClient }) =>
    ({ params }) =>
      prefetch(
        Promise.all([
          queryClient.ensureQueryData(contentQueries.faqs(client, params.categoryName ?? '')),
          // The answers are CMS HTML.
          preloadHtmlSanitizer(),
        ]),
      ),
  StoreDetailPage:
    ({ client, queryClient }) =>
    ({ params }) =>
      prefetch(queryClient.ensureQueryData(storeQueries.detail(client, params.slug ?? ''))),
  ContentPage:
    ({ client, queryClient }) =>
    async ({ params }) => {
      await Promise.all([
        queryClient.ensureQueryData(contentQueries.page(client, params.pageName ?? '')),
        preloadHtmlSanitizer(),
      ]);
      return null;
    },
  StoreLocatorPage:
    ({ client, queryClient }) =>
    async ({ params }) => {
      await queryClient
        .ensureQueryData(
          storeQueries.list(client, { region: params.region, province: params.slug }),
        )
        .catch(() => undefined);
      return null;
    },
};

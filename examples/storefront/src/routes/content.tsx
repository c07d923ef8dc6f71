import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';

import {
  contentQueries,
  storeQueries,
  useContentPage,
  useFaqCategories,
  useFaqs,
  useLeaflet,
  useLeafletProducts,
  useLeaflets,
  useStore,
  useStores,
} from '@carrello/hooks';
import { PROVINCES, provinceByCode } from '@carrello/core';
import { EbsnError, type Warehouse } from '@carrello/sdk';
import { Accordion, Skeleton, media, useCarrelloUi } from '@carrello/ui';

import type { LoaderFactory } from '../app/route-context';
import { CatalogueGrid } from '../catalogue/catalogue-grid';
import { Page } from '../shell/page';
import { preloadHtmlSanitizer, SafeHtml } from '../shell/safe-html';
import { openingWeek } from '../stores/opening-hours';
import { StoreMap } from '../stores/store-map';

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

/** The products of a flyer shown on one page: every one, the platform's largest page. */
const LEAFLET_PRODUCTS = { pageSize: 200 } as const;

const LeafletPages = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.up('md')} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 260px));
  }
  gap: ${({ theme }) => theme.space[3]}px;
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[6]}px;
  padding: 0;
  a {
    display: block;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 4;
  }
  a > span {
    display: block;
    padding: ${({ theme }) => theme.space[2]}px;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The products published in a flyer, each with its cart controls. */
function LeafletProducts({ leafletId }: { leafletId: number }) {
  const products = useLeafletProducts({ leafletId, ...LEAFLET_PRODUCTS });
  if (products.error) return <p role="alert">{products.error.message}</p>;
  if (products.data && products.data.products.length === 0) {
    return <p>Questo volantino non ha prodotti da acquistare online.</p>;
  }
  return (
    <CatalogueGrid
      products={products.data?.products}
      loading={!products.data}
      label="Prodotti del volantino"
      headingLevel={3}
    />
  );
}

/**
 * `/volantini/:volantino`: one flyer: its pages, each a picture that opens at full size, and its
 * products with "Aggiungi al carrello".
 */
export function LeafletPage() {
  const { volantino = '' } = useParams();
  const { formatDate } = useCarrelloUi();
  const leaflet = useLeaflet({ slug: volantino });
  if (!leaflet.data) return <Page title="Volantino">{<Loading error={leaflet.error} />}</Page>;
  const { pages = [], pageCount } = leaflet.data;
  return (
    <Page title={leaflet.data.name}>
      <p>
        Valido dal {formatDate(leaflet.data.validityDate)} al {formatDate(leaflet.data.expireDate)},{' '}
        {pageCount === 1 ? '1 pagina' : `${pageCount} pagine`}.
      </p>
      {leaflet.data.description ? <p>{leaflet.data.description}</p> : null}
      {pages.length > 0 ? (
        <LeafletPages aria-label="Pagine del volantino">
          {pages.map((page, index) => (
            <li key={page.pageNumber}>
              <a href={page.imageUrl}>
                <img
                  src={page.imageUrl}
                  alt={`${leaflet.data.name}, pagina ${index + 1} di ${pages.length}`}
                  width={480}
                  height={640}
                  loading={index < 2 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <span aria-hidden="true">Pagina {index + 1}</span>
              </a>
            </li>
          ))}
        </LeafletPages>
      ) : null}
      <h2>Prodotti in offerta</h2>
      <LeafletProducts leafletId={leaflet.data.leafletId} />
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

/** The name of a province from its code ("MI": "Milano"), the code itself when unknown. */
function provinceName(code: string): string {
  return provinceByCode(code.toUpperCase())?.name ?? code;
}

/** The store-locator address of a store's region, province or page. */
function storePath(address: Warehouse['address'], slug?: string): string {
  const region = encodeURIComponent((address.region ?? 'italia').toLowerCase());
  const province = encodeURIComponent(address.province.toLowerCase());
  return slug
    ? `/store-locator/${region}/${province}/${slug}`
    : `/store-locator/${region}/${province}`;
}

/** A region name as an address may write it: any case, straight or typographic apostrophe. */
function foldRegion(name: string): string {
  return name.toLowerCase().replace(/['’]/g, '’');
}

/**
 * The heading of a store-locator level, named as a shopper reads it: the region's name ("Negozi
 * in Lombardia") from its stores or the province table, the province's name ("Negozi in
 * provincia di Milano") rather than the address's code.
 */
function storeLocatorTitle(
  region: string | undefined,
  province: string | undefined,
  stores: readonly Warehouse[] | undefined,
): string {
  if (province) return `Negozi in provincia di ${provinceName(province)}`;
  if (region) {
    const folded = foldRegion(region);
    const name =
      stores?.find((store) => foldRegion(store.address.region ?? '') === folded)?.address.region ??
      PROVINCES.find((entry) => foldRegion(entry.region) === folded)?.region ??
      region;
    return `Negozi in ${name}`;
  }
  return 'Trova il negozio';
}

/** `/store-locator` and its region and province levels. */
export function StoreLocatorPage() {
  const { region, slug } = useParams();
  const stores = useStores({ region, province: slug });
  const title = storeLocatorTitle(region, slug, stores.data?.warehouses);
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
                  <Link to={storePath(store.address, store.slug)}>{store.name}</Link>
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
      {region ? (
        <p>
          <Link to="/store-locator">Tutti i negozi</Link>
        </p>
      ) : null}
    </Page>
  );
}

const StoreFacts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    align-items: start;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
  }
`;

const Hours = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px
      ${({ theme }) => theme.space[1]}px 0;
    text-align: left;
    vertical-align: top;
  }
  th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    text-transform: capitalize;
  }
  tr[aria-current='date'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Today's name as the opening hours read it ("lunedì"), in the store's time zone. */
function todayName(): string {
  return new Intl.DateTimeFormat('it-IT', { weekday: 'long', timeZone: 'Europe/Rome' }).format(
    new Date(),
  );
}

/** `/store-locator/:region/:province/:slug`: one store: address, phone, opening hours, map. */
export function StoreDetailPage() {
  const { slug = '' } = useParams();
  const store = useStore(slug);
  const stores = useStores();
  if (!store.data) return <Page title="Negozio">{<Loading error={store.error} />}</Page>;
  const { address } = store.data;
  const phone = store.data.metaData?.warehouse_locator?.PHONE?.trim();
  const week = openingWeek(store.data.serviceHours?.default);
  const today = todayName();
  return (
    <Page title={store.data.name}>
      <StoreFacts>
        <div>
          <h2>Indirizzo</h2>
          <p>
            {address.address1} {address.addressNumber}, {address.postalcode} {address.city} (
            {address.province})
          </p>
          {phone ? (
            <>
              <h2>Telefono</h2>
              <p>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </p>
            </>
          ) : null}
          <h2 id="orari">Orari di apertura</h2>
          {week.some((day) => day.times.length > 0) ? (
            <Hours aria-labelledby="orari">
              <tbody>
                {week.map((day) => (
                  <tr key={day.day} aria-current={day.day === today ? 'date' : undefined}>
                    <th scope="row">{day.day}</th>
                    <td>{day.times.length > 0 ? day.times.join(', ') : 'Chiuso'}</td>
                  </tr>
                ))}
              </tbody>
            </Hours>
          ) : (
            <p>Orari non disponibili: chiedi al negozio.</p>
          )}
        </div>
        <div>
          <h2>Dove siamo</h2>
          <StoreMap store={store.data} stores={stores.data?.warehouses} />
        </div>
      </StoreFacts>
      <p>
        <Link to={storePath(address)}>Negozi in provincia di {provinceName(address.province)}</Link>
        {' · '}
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

/** Loaders of this module's pages (docs/requirements/account.md: the page loads first, then the content view). */
export const loaders: Record<string, LoaderFactory> = {
  LeafletsPage:
    ({ client, queryClient }) =>
    () =>
      prefetch(queryClient.ensureQueryData(contentQueries.leaflets(client))),
  LeafletPage:
    ({ client, queryClient }) =>
    ({ params }) =>
      prefetch(
        queryClient
          .ensureQueryData(contentQueries.leaflet(client, { slug: params.volantino ?? '' }))
          .then((leaflet) =>
            queryClient.ensureQueryData(
              contentQueries.leafletProducts(client, {
                leafletId: leaflet.leafletId,
                ...LEAFLET_PRODUCTS,
              }),
            ),
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
      prefetch(
        Promise.all([
          queryClient.ensureQueryData(storeQueries.detail(client, params.slug ?? '')),
          // The map places the store among the others; without them it shows the store alone.
          queryClient.ensureQueryData(storeQueries.list(client, {})).catch(() => undefined),
        ]),
      ),
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

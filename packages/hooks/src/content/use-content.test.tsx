import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { http, ok, server } from '../testing/server';
import { requestQuery } from '../testing/request-text';
import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { expectServerRefusal } from '../testing/server-refusal';
import {
  useContentPage,
  useFaqCategories,
  useFaqs,
  useLeaflet,
  useLeafletProducts,
  useLeaflets,
  usePopup,
} from './use-content';

const conditions = {
  id: 12,
  slug: 'condizioni-di-vendita',
  title: { rendered: 'Condizioni di vendita' },
  content: { rendered: '<p>Le presenti condizioni regolano la vendita online.</p>' },
  meta: { seo_title: 'Condizioni di vendita | Spesa online' },
};

const leaflet = {
  leafletId: 73,
  slug: 'volantino-di-primavera',
  name: 'Volantino di primavera',
  baseLocation: 'https://img.example.it/leaflets/73/',
};

describe('useContentPage', () => {
  it('gives the page it names', async () => {
    const asked = serveOk({ get: '/ebsn/api/page/view' }, conditions);
    const { result } = await renderUntilSuccess(() => useContentPage('condizioni-di-vendita'));
    expect(result.current.data?.title.rendered).toBe('Condizioni di vendita');
    expect(asked).toMatchObject([{ page_name: 'condizioni-di-vendita' }]);
  });
});

describe('useLeaflets', () => {
  it('gives the current flyers, of one type when asked', async () => {
    const asked = serveOk({ get: '/ebsn/api/leaflet/search' }, { leaflets: [leaflet] });
    const { result } = await renderUntilSuccess(() => useLeaflets({ parentLeafletTypeId: 2 }));
    expect(result.current.data?.leaflets.map((item) => item.name)).toEqual([
      'Volantino di primavera',
    ]);
    expect(asked).toMatchObject([{ parent_leaflet_type_id: '2' }]);
  });
});

describe('useLeaflet', () => {
  it.each([
    ['slug', { slug: 'volantino-di-primavera' }, { slug: 'volantino-di-primavera' }],
    ['id', { leafletId: 73 }, { leaflet_id: '73' }],
  ] as const)('loads a flyer by %s', async (_by, params, query) => {
    const asked = serveOk({ get: '/ebsn/api/leaflet/view' }, leaflet);
    const { result } = await renderUntilSuccess(() => useLeaflet(params));
    expect(result.current.data?.leafletId).toBe(73);
    expect(asked).toEqual([query]);
  });
});

describe('useLeafletProducts', () => {
  it('keeps the previous page on screen while the next one loads', async () => {
    const asked: Array<Record<string, string>> = [];
    server.use(
      http.get('/ebsn/api/leaflet/product-search', ({ request }) => {
        const query = requestQuery(request);
        asked.push(query);
        return Response.json(
          ok({
            products: [{ productId: Number(query.page) }],
            page: { selPage: Number(query.page), totPages: 2, totItems: 2, itemsPerPage: 1 },
          }),
        );
      }),
    );
    const { wrapper } = createTestContext();
    const { result, rerender } = renderHook(
      ({ page }) => useLeafletProducts({ leafletId: 73, page, pageSize: 1 }),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.data?.page.selPage).toBe(1));
    act(() => rerender({ page: 2 }));
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.page.selPage).toBe(1);
    await waitFor(() => expect(result.current.data?.page.selPage).toBe(2));
    expect(asked).toEqual([
      { parent_leaflet_id: '73', page: '1', page_size: '1' },
      { parent_leaflet_id: '73', page: '2', page_size: '1' },
    ]);
  });
});

describe('useFaqCategories and useFaqs', () => {
  it('gives the categories, then the questions of one', async () => {
    const asked: Array<string | null> = [];
    server.use(
      http.get('/ebsn/api/faq/category-list', () =>
        Response.json(
          ok({
            categories: [{ categoryId: 1, slug: 'consegne', name: 'Consegne', description: '' }],
          }),
        ),
      ),
      http.get('/ebsn/api/faq/list', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('category_slug'));
        return Response.json(
          ok({
            category: { categoryId: 1, slug: 'consegne', name: 'Consegne', description: '' },
            faqs: [{ faqId: 5, question: 'Quando arriva?', answer: '<p>In giornata.</p>' }],
          }),
        );
      }),
    );
    const { wrapper } = createTestContext();
    const categories = renderHook(() => useFaqCategories(), { wrapper });
    await waitFor(() => expect(categories.result.current.isSuccess).toBe(true));
    const slug = categories.result.current.data?.categories[0]?.slug ?? '';
    const faqs = renderHook(() => useFaqs(slug), { wrapper });
    await waitFor(() => expect(faqs.result.current.isSuccess).toBe(true));
    expect(faqs.result.current.data?.faqs.map((faq) => faq.question)).toEqual(['Quando arriva?']);
    expect(asked).toEqual(['consegne']);
  });
});

describe('usePopup', () => {
  it('gives the popup of the code, or the default one without a code', async () => {
    const asked: Array<string | null> = [];
    server.use(
      http.get('/ebsn/api/popup/view', ({ request }) => {
        const code = new URL(request.url).searchParams.get('popup_code');
        asked.push(code);
        return Response.json(
          ok({ TITLE: code ? 'Benvenuto!' : 'Avviso', DESCRIPTION: '<p>Ciao</p>' }),
        );
      }),
    );
    const { wrapper } = createTestContext();
    const coded = renderHook(() => usePopup('benvenuto'), { wrapper });
    const plain = renderHook(() => usePopup(), { wrapper });
    await waitFor(() => expect(coded.result.current.data?.TITLE).toBe('Benvenuto!'));
    await waitFor(() => expect(plain.result.current.data?.TITLE).toBe('Avviso'));
    expect(asked.sort()).toEqual(['benvenuto', null].sort());
  });
});

describe.each([
  {
    hook: 'useContentPage',
    when: 'the page does not exist',
    path: '/ebsn/api/page/view',
    message: 'Pagina non trovata',
    useHook: () => useContentPage('chi-siamo'),
  },
  {
    hook: 'useLeaflets',
    when: 'it refuses',
    path: '/ebsn/api/leaflet/search',
    message: 'Volantini non disponibili',
    useHook: () => useLeaflets(),
  },
  {
    hook: 'useLeaflet',
    when: 'it refuses',
    path: '/ebsn/api/leaflet/view',
    message: 'Volantino scaduto',
    useHook: () => useLeaflet({ slug: 'vecchio' }),
  },
  {
    hook: 'useLeafletProducts',
    when: 'it refuses',
    path: '/ebsn/api/leaflet/product-search',
    message: 'Volantino non trovato',
    useHook: () => useLeafletProducts({ leafletId: 1 }),
  },
  {
    hook: 'useFaqs',
    when: 'a category does not exist',
    path: '/ebsn/api/faq/list',
    message: 'Categoria non trovata',
    useHook: () => useFaqs('inesistente'),
  },
  {
    hook: 'useFaqCategories',
    when: 'the categories cannot be read',
    path: '/ebsn/api/faq/category-list',
    message: 'FAQ non disponibili',
    useHook: () => useFaqCategories(),
  },
  {
    hook: 'usePopup',
    when: 'it refuses',
    path: '/ebsn/api/popup/view',
    message: 'Popup non trovato',
    useHook: () => usePopup('x'),
  },
] as const)('$hook', ({ when, path, message, useHook }) => {
  it(`gives the server's message when ${when}`, async () => {
    await expectServerRefusal({ get: path, message }, () => useHook());
  });
});

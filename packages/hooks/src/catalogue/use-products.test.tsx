import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { http, ok, server } from '../testing/server';
import { requestQuery } from '../testing/request-text';
import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { refusalCase } from '../testing/server-refusal';
import { useProduct } from './use-product';
import { useProductAlternatives } from './use-product-alternatives';
import { useProductById } from './use-product-by-id';
import { useProducts } from './use-products';

const product = (productId: number, name = `Prodotto ${productId}`) => ({
  productId,
  id: productId,
  slug: `prodotto-${productId}`,
  name,
});

const page = (selPage: number, totPages: number) => ({
  selPage,
  totPages,
  totItems: totPages * 2,
  itemsPerPage: 2,
});

describe('useProducts', () => {
  it('reads the first page with the filters, then the next page on demand', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('/ebsn/api/products', ({ request }) => {
        const query = requestQuery(request);
        queries.push(query);
        const selPage = Number(query.page);
        return Response.json(ok({ products: [product(selPage * 10)], page: page(selPage, 2) }));
      }),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useProducts({ parent_category_id: 310, page_size: 2 }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages.flatMap((p) => p.products)).toEqual([product(10)]);
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await waitFor(() =>
      expect(result.current.data?.pages.flatMap((p) => p.products)).toEqual([
        product(10),
        product(20),
      ]),
    );
    expect(result.current.hasNextPage).toBe(false);
    expect(queries).toEqual([
      { parent_category_id: '310', page_size: '2', page: '1' },
      { parent_category_id: '310', page_size: '2', page: '2' },
    ]);
  });

  it('starts from the page an address asks for (?page=2) and reads on from there', async () => {
    const queries: string[] = [];
    server.use(
      http.get('/ebsn/api/products', ({ request }) => {
        const selPage = Number(new URL(request.url).searchParams.get('page'));
        queries.push(String(selPage));
        return Response.json(ok({ products: [product(selPage * 10)], page: page(selPage, 3) }));
      }),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useProducts({ q: 'latte', page_size: 2 }, 2), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages.flatMap((p) => p.products)).toEqual([product(20)]);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.data?.pages.flatMap((p) => p.products)).toEqual([
      product(20),
      product(30),
    ]);
    expect(result.current.hasNextPage).toBe(false);
    expect(queries).toEqual(['2', '3']);
  });

  it('has no next page when the only page is read', async () => {
    serveOk({ get: '/ebsn/api/products' }, { products: [product(1)], page: page(1, 1) });
    const { result } = await renderUntilSuccess(() => useProducts({ q: 'pomodori' }));
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe('useProduct', () => {
  it('gives the product of the slug', async () => {
    const slugs = serveOk({ get: '/ebsn/api/products' }, product(100231, 'Pomodori pelati'));
    const { result } = await renderUntilSuccess(() => useProduct('pomodori-pelati-cirio-400-g'));
    expect(result.current.data?.name).toBe('Pomodori pelati');
    expect(slugs).toMatchObject([{ slug: 'pomodori-pelati-cirio-400-g' }]);
  });
});

describe('useProductById', () => {
  it('gives the product of the id', async () => {
    server.use(
      http.get('/ebsn/api/products/{productId}', ({ params }) =>
        Response.json(ok(product(Number(params.productId), 'Latte intero'))),
      ),
    );
    const { result } = await renderUntilSuccess(() => useProductById(1001));
    expect(result.current.data).toEqual(product(1001, 'Latte intero'));
  });
});

describe('useProductAlternatives', () => {
  it('asks nothing while disabled, then gives the alternatives once enabled', async () => {
    const ids: string[] = [];
    server.use(
      http.get('/ebsn/api/products/{productId}/alternatives', ({ params }) => {
        ids.push(params.productId);
        return Response.json(ok({ products: [product(100232, 'Pomodori pelati Mutti')] }));
      }),
    );
    const { wrapper } = createTestContext();
    const { result, rerender } = renderHook(
      ({ enabled }) => useProductAlternatives(100231, { enabled }),
      { wrapper, initialProps: { enabled: false } },
    );
    expect(result.current.fetchStatus).toBe('idle');
    expect(ids).toEqual([]);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.products.map((p) => p.name)).toEqual(['Pomodori pelati Mutti']);
    expect(ids).toEqual(['100231']);
  });
});

// Each hook fails with the server's own message when it refuses (docs/requirements/errors.md).
describe.each([
  {
    ...refusalCase(
      'useProducts',
      { get: '/ebsn/api/products', message: 'Ricerca non disponibile' },
      () => useProducts({ q: 'pomodori' }),
    ),
    when: 'the list is refused',
  },
  {
    ...refusalCase(
      'useProduct',
      { get: '/ebsn/api/products', message: 'Prodotto non trovato' },
      () => useProduct('non-esiste'),
    ),
    when: 'the product does not exist',
  },
  {
    ...refusalCase(
      'useProductById',
      { get: '/ebsn/api/products/{productId}', message: 'Prodotto non trovato' },
      () => useProductById(9),
    ),
    when: 'the product does not exist',
  },
  {
    ...refusalCase(
      'useProductAlternatives',
      {
        get: '/ebsn/api/products/{productId}/alternatives',
        message: 'Nessuna alternativa disponibile',
      },
      () => useProductAlternatives(100231),
    ),
    when: 'the alternatives are refused',
  },
])('$hook', ({ when, expectRefusal }) => {
  it(`gives the server's message when ${when}`, async () => {
    await expectRefusal();
  });
});

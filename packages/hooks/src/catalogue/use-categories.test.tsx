import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { http, ok, server } from '../testing/server';
import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { expectServerRefusal } from '../testing/server-refusal';
import { useCategory } from './use-category';
import { useCategoryTree } from './use-category-tree';

const dispensa = {
  categoryId: 300,
  parentId: 0,
  slug: 'dispensa',
  name: 'Dispensa',
  itemUrl: '/dispensa',
  categories: [],
};

describe('useCategoryTree', () => {
  it('gives the category tree, asked with the given parameters', async () => {
    const queries = serveOk({ get: '/ebsn/api/category' }, { categories: [dispensa] });
    const { result } = await renderUntilSuccess(() => useCategoryTree({ filtered: true }));
    expect(result.current.data).toEqual({ categories: [dispensa] });
    expect(queries).toEqual([{ filtered: 'true' }]);
  });

  it("gives the server's message when the tree is refused", async () => {
    await expectServerRefusal(
      { get: '/ebsn/api/category', message: 'Catalogo non disponibile' },
      () => useCategoryTree(),
    );
  });
});

describe('useCategory', () => {
  it('gives the category of the slug', async () => {
    const slugs = serveOk({ get: '/ebsn/api/category' }, { category: dispensa });
    const { result } = await renderUntilSuccess(() => useCategory('dispensa'));
    expect(result.current.data).toEqual(dispensa);
    expect(slugs).toMatchObject([{ slug: 'dispensa' }]);
  });

  it('reads each slug once and keeps the answers apart', async () => {
    server.use(
      http.get('/ebsn/api/category', ({ request }) => {
        const slug = new URL(request.url).searchParams.get('slug') ?? '';
        return Response.json(ok({ category: { ...dispensa, slug, name: slug.toUpperCase() } }));
      }),
    );
    const { wrapper } = createTestContext();
    const { result, rerender } = renderHook(({ slug }) => useCategory(slug), {
      wrapper,
      initialProps: { slug: 'dispensa' },
    });
    await waitFor(() => expect(result.current.data?.name).toBe('DISPENSA'));
    rerender({ slug: 'bevande' });
    await waitFor(() => expect(result.current.data?.name).toBe('BEVANDE'));
  });

  it("gives the server's message when the category does not exist", async () => {
    await expectServerRefusal(
      { get: '/ebsn/api/category', status: 404, message: 'Categoria non trovata' },
      () => useCategory('non-esiste'),
    );
  });
});

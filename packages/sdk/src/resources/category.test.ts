import { describe, expect, it } from 'vitest';

import { clientAnswering } from '../testing/fake-server';
import { describeResource } from '../testing/resource-cases';

const fruit = { categoryId: 12, name: 'Frutta e verdura', slug: 'frutta-e-verdura' };
const popup = { categoryId: 90, name: 'Ricerca veloce', slug: 'fast-search-popup' };

describeResource('category', [
  {
    call: (client) => client.category.get({ filtered: true }),
    query: { filtered: 'true' },
    data: { categories: [fruit] },
  },
  {
    operationId: 'category.get',
    call: (client) => client.category.tree(),
    data: { categories: [fruit] },
    expected: { categories: [fruit] },
  },
  {
    operationId: 'category.get',
    call: (client) => client.category.tree({ filtered: true, store_id: 1 }),
    query: { filtered: 'true', store_id: '1' },
    data: { categories: [fruit] },
    expected: { categories: [fruit] },
  },
  {
    operationId: 'category.get',
    call: (client) => client.category.getBySlug('fast-search-popup'),
    query: { slug: 'fast-search-popup' },
    data: { category: popup },
    expected: popup,
  },
]);

describe('client.category.tree', () => {
  it('resolves with no categories when the answer has none', async () => {
    const client = clientAnswering({});
    await expect(client.category.tree()).resolves.toEqual({ categories: [] });
  });

  it('resolves with no categories when the answer is one category', async () => {
    const client = clientAnswering({ category: popup });
    await expect(client.category.tree()).resolves.toEqual({ categories: [] });
  });
});

describe('client.category.getBySlug', () => {
  it('throws a TypeError naming the slug when the answer has no category', async () => {
    const client = clientAnswering({ categories: [fruit] });
    await expect(client.category.getBySlug('frutta-e-verdura')).rejects.toThrow(
      new TypeError('The category answer for "frutta-e-verdura" has no category.'),
    );
  });
});

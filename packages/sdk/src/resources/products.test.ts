import { describe, expect, it } from 'vitest';

import { clientAnswering } from '../testing/fake-server';
import { describeResource } from '../testing/resource-cases';

const milk = { productId: 1001, name: 'Latte intero 1 l', slug: 'latte-intero-1-l' };
const page = { selPage: 1, totItems: 1, totPages: 1, itemsPerPage: 24 };

describeResource('products', [
  {
    call: (client) => client.products.list({ parent_category_id: 12, page: 1, page_size: 24 }),
    query: { parent_category_id: '12', page: '1', page_size: '24' },
    data: { products: [milk], page },
  },
  {
    operationId: 'products.list',
    call: (client) => client.products.search('pomodori pelati', { parent_vendor_id: 3 }),
    query: { parent_vendor_id: '3', q: 'pomodori pelati' },
    data: { products: [], page },
  },
  {
    operationId: 'products.list',
    call: (client) => client.products.getBySlug('latte-intero-1-l'),
    query: { slug: 'latte-intero-1-l' },
    data: { products: [milk], page },
    expected: milk,
  },
  {
    operationId: 'products.list',
    call: (client) => client.products.getByBarcode('8001234567897'),
    query: { barcode: '8001234567897' },
    data: { products: [milk], page },
  },
  {
    call: (client) => client.products.get(1001),
    path: '/ebsn/api/products/1001',
    data: milk,
  },
  {
    call: (client) => client.products.alternatives(1001),
    path: '/ebsn/api/products/1001/alternatives',
    data: { products: [milk] },
  },
  {
    call: (client) => client.products.suggest({ q: 'pomo', limit: 8 }),
    query: { q: 'pomo', limit: '8' },
    data: { suggestions: [{ type: 'term', name: 'pomodori', id: 0, count: 12 }] },
  },
]);

describe('client.products.getBySlug', () => {
  it('resolves with the product when data is the product itself', async () => {
    const client = clientAnswering(milk);
    await expect(client.products.getBySlug('latte-intero-1-l')).resolves.toEqual(milk);
  });

  it('resolves with the only product when data is a one-item list', async () => {
    const client = clientAnswering({ products: [milk], page });
    await expect(client.products.getBySlug('latte-intero-1-l')).resolves.toEqual(milk);
  });

  it('throws a TypeError naming the slug when the list is empty', async () => {
    const client = clientAnswering({ products: [], page });
    await expect(client.products.getBySlug('non-esiste')).rejects.toThrow(
      new TypeError('No product with slug "non-esiste".'),
    );
  });
});

describe('client.products.list', () => {
  it('wraps a single product answer into a one-item list', async () => {
    const client = clientAnswering(milk);
    await expect(client.products.list()).resolves.toEqual({ products: [milk] });
  });
});

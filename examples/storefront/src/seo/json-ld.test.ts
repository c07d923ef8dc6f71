import { describe, expect, it } from 'vitest';

import type { Product } from '@carrello/sdk';

import {
  breadcrumbJsonLd,
  itemListJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
} from './json-ld';

const ORIGIN = 'https://spesa.example.it';

const passata = {
  productId: 12,
  id: 12,
  codInt: '100012',
  slug: 'passata-di-pomodoro-100012',
  name: 'Passata di pomodoro',
  shortDescr: 'Mutti',
  description: '<p>Passata di pomodoro italiano.</p>',
  barcode: '8005110060007',
  itemUrl: '/product/passata-di-pomodoro-100012',
  mediaURL: '/media/products/12/medium.svg',
  vendor: { vendorId: 3, name: 'Mutti' },
  available: 40,
} as Product;

describe('productJsonLd', () => {
  it('describes the product with an Offer in euro, its availability and its brand', () => {
    const data = productJsonLd(passata, { price: 1.2 }, ORIGIN);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Passata di pomodoro',
      url: `${ORIGIN}/product/passata-di-pomodoro-100012`,
      sku: '100012',
      gtin: '8005110060007',
      image: `${ORIGIN}/media/products/12/medium.svg`,
      description: 'Passata di pomodoro italiano.',
      brand: { '@type': 'Brand', name: 'Mutti' },
      offers: {
        '@type': 'Offer',
        price: '1.20',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('says out of stock when none is available, and has no offer without a price', () => {
    const soldOut = productJsonLd({ ...passata, available: 0 }, { price: 3 }, ORIGIN);
    expect(soldOut).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(productJsonLd(passata, { price: null }, ORIGIN)).not.toHaveProperty('offers');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1 with absolute addresses, the page itself without one', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Dispensa', path: '/dispensa' },
        { name: 'Passata di pomodoro' },
      ],
      ORIGIN,
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Dispensa', item: `${ORIGIN}/dispensa` },
      { '@type': 'ListItem', position: 3, name: 'Passata di pomodoro' },
    ]);
  });
});

describe('itemListJsonLd', () => {
  it('lists the products shown, positions continuing on a later page', () => {
    const data = itemListJsonLd(
      [
        { slug: 'latte-intero', name: 'Latte intero' },
        { slug: 'latte-scremato', name: 'Latte scremato' },
      ],
      ORIGIN,
      { firstPosition: 25, total: 30 },
    );
    expect(data['@type']).toBe('ItemList');
    expect(data.numberOfItems).toBe(30);
    expect(data.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 25,
        name: 'Latte intero',
        url: `${ORIGIN}/product/latte-intero`,
      },
      {
        '@type': 'ListItem',
        position: 26,
        name: 'Latte scremato',
        url: `${ORIGIN}/product/latte-scremato`,
      },
    ]);
  });
});

describe('organizationJsonLd and webSiteJsonLd', () => {
  it('name the chain and let search engines open the search page with the words', () => {
    expect(organizationJsonLd('Carrello', ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Carrello',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
    });
    expect(webSiteJsonLd('Carrello', ORIGIN)).toMatchObject({
      '@type': 'WebSite',
      url: `${ORIGIN}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('serializeJsonLd', () => {
  it('keeps catalogue text from ending the script, and reads back as the same data', () => {
    const data = productJsonLd(
      { ...passata, name: 'Passata </script><script>alert(1)</script> & <!-- basilico' },
      { price: 1.2 },
      ORIGIN,
    );
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<|>/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(text)).toEqual(data);
  });
});

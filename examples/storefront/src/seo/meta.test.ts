import { describe, expect, it } from 'vitest';

import { absoluteUrl, buildPageMeta, canonicalPath, isNoindexPath, metaDescription } from './meta';

const ORIGIN = 'https://spesa.example.it';

function contentOf(tags: ReturnType<typeof buildPageMeta>, key: string): string | undefined {
  return tags.meta.find((tag) => ('property' in tag ? tag.property : tag.name) === key)?.content;
}

describe('buildPageMeta', () => {
  describe('for a product page with a description and an image', () => {
    const tags = buildPageMeta({
      title: 'Passata di pomodoro – Carrello',
      description: '<p>Passata di pomodoro &amp; basilico, 700&nbsp;g.</p>',
      origin: ORIGIN,
      path: '/product/passata-di-pomodoro',
      siteName: 'Carrello',
      image: '/media/products/12/medium.svg',
      type: 'product',
    });

    it('gives the title and an absolute canonical address on the public origin', () => {
      expect(tags.title).toBe('Passata di pomodoro – Carrello');
      expect(tags.canonical).toBe(`${ORIGIN}/product/passata-di-pomodoro`);
    });

    it('describes the page in plain text', () => {
      expect(contentOf(tags, 'description')).toBe('Passata di pomodoro & basilico, 700 g.');
    });

    it('gives link previews the Open Graph and Twitter tags with the absolute image', () => {
      expect(contentOf(tags, 'og:type')).toBe('product');
      expect(contentOf(tags, 'og:title')).toBe('Passata di pomodoro – Carrello');
      expect(contentOf(tags, 'og:url')).toBe(`${ORIGIN}/product/passata-di-pomodoro`);
      expect(contentOf(tags, 'og:site_name')).toBe('Carrello');
      expect(contentOf(tags, 'og:locale')).toBe('it_IT');
      expect(contentOf(tags, 'og:image')).toBe(`${ORIGIN}/media/products/12/medium.svg`);
      expect(contentOf(tags, 'og:description')).toBe('Passata di pomodoro & basilico, 700 g.');
      expect(contentOf(tags, 'twitter:card')).toBe('summary_large_image');
      expect(contentOf(tags, 'twitter:title')).toBe('Passata di pomodoro – Carrello');
      expect(contentOf(tags, 'twitter:image')).toBe(`${ORIGIN}/media/products/12/medium.svg`);
    });

    it('lets search engines index it', () => {
      expect(contentOf(tags, 'robots')).toBeUndefined();
    });
  });

  it('asks search engines not to index a private page', () => {
    const tags = buildPageMeta({
      title: 'Il tuo profilo – Carrello',
      origin: ORIGIN,
      path: '/profile/dashboard',
      siteName: 'Carrello',
      noindex: true,
    });
    expect(contentOf(tags, 'robots')).toBe('noindex, nofollow');
    expect(contentOf(tags, 'twitter:card')).toBe('summary');
    expect(contentOf(tags, 'description')).toBeUndefined();
  });
});

describe('absoluteUrl', () => {
  it('puts a path on the origin, keeps an absolute address, and keeps the path without an origin', () => {
    expect(absoluteUrl(`${ORIGIN}/`, '/faq?x=1')).toBe(`${ORIGIN}/faq?x=1`);
    expect(absoluteUrl(ORIGIN, 'https://cdn.example.it/a.png')).toBe(
      'https://cdn.example.it/a.png',
    );
    expect(absoluteUrl('', '/product/latte')).toBe('/product/latte');
  });
});

describe('metaDescription', () => {
  it('cuts a long text at a word with an ellipsis, within 160 characters', () => {
    const text = 'Pomodori italiani raccolti a mano e lavorati entro ventiquattro ore. '.repeat(5);
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
    expect(description.at(-2)).not.toBe(' ');
  });

  it('drops scripts and tags from CMS HTML and decodes numeric entities', () => {
    expect(metaDescription('<script>alert(1)</script><b>Caff&#232;</b>\n  macinato')).toBe(
      'Caffè macinato',
    );
  });
});

describe('canonicalPath', () => {
  it('keeps the search words and a page number past the first, dropping tracking parameters', () => {
    expect(canonicalPath('/search', '?utm_source=mail&q=latte&page=2')).toBe(
      '/search?q=latte&page=2',
    );
    expect(canonicalPath('/frutta-e-verdura/', '?page=1&categoryId=12')).toBe('/frutta-e-verdura');
    expect(canonicalPath('/', '?fbclid=x')).toBe('/');
  });
});

describe('isNoindexPath', () => {
  it('names the pages of one shopper and the error pages, never the catalogue', () => {
    for (const path of ['/profile/orders', '/checkout', '/payment', '/cart/payment-completed/3'])
      expect(isNoindexPath(path), path).toBe(true);
    for (const path of ['/', '/product/latte', '/search', '/orders-anon', '/faq', '/login'])
      expect(isNoindexPath(path), path).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';

import { catalogueHead } from './catalogue-head';

describe('catalogueHead', () => {
  describe('when the metadata has SEO texts', () => {
    it('titles and describes the page with them and reports the item as seen', () => {
      expect(
        catalogueHead(
          'category',
          {
            id: 300,
            name: 'Dispensa',
            seo: { SEO_TITLE: 'Dispensa | Spesa online', SEO_DESCRIPTION: 'Pasta e conserve.' },
          },
          'Dispensa: fai la spesa online.',
        ),
      ).toEqual({
        documentTitle: 'Dispensa | Spesa online',
        contentView: { contentType: 'category', contentId: 300, contentName: 'Dispensa' },
        meta: { description: 'Pasta e conserve.' },
      });
    });
  });

  describe('when the metadata has none', () => {
    it('titles the page with the name, describes it with the given text and keeps the other meta', () => {
      expect(
        catalogueHead(
          'product',
          { id: 42, name: 'Passata di pomodoro', seo: { SEO_TITLE: '', SEO_DESCRIPTION: 7 } },
          'Passata di pomodori italiani.',
          { image: 'https://img.carrello.dev/42.jpg', type: 'product' },
        ),
      ).toEqual({
        documentTitle: 'Passata di pomodoro',
        contentView: { contentType: 'product', contentId: 42, contentName: 'Passata di pomodoro' },
        meta: {
          description: 'Passata di pomodori italiani.',
          image: 'https://img.carrello.dev/42.jpg',
          type: 'product',
        },
      });
    });
  });
});

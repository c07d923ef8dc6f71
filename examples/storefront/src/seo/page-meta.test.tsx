import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { organizationJsonLd } from './json-ld';
import { JsonLd, PageMeta } from './page-meta';
import { SiteOriginProvider } from './site-origin';

const ORIGIN = 'https://spesa.example.it';

function renderAt(url: string, ui: React.ReactNode) {
  return render(
    <SiteOriginProvider origin={ORIGIN}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </SiteOriginProvider>,
  );
}

function head(selector: string): string | null {
  const element = document.head.querySelector(selector);
  return element?.getAttribute('content') ?? element?.getAttribute('href') ?? null;
}

describe('PageMeta', () => {
  it('puts the title, description and canonical link of the page in the document head', () => {
    renderAt(
      '/search?q=latte&utm_source=mail',
      <main>
        <PageMeta
          title="Risultati per “latte”"
          description="Latte fresco e a lunga conservazione."
        />
      </main>,
    );
    expect(document.title).toBe('Risultati per “latte” – Carrello');
    expect(head('meta[name="description"]')).toBe('Latte fresco e a lunga conservazione.');
    expect(head('link[rel="canonical"]')).toBe(`${ORIGIN}/search?q=latte`);
    expect(head('meta[property="og:url"]')).toBe(`${ORIGIN}/search?q=latte`);
    expect(head('meta[name="robots"]')).toBeNull();
    expect(document.querySelector('main')?.innerHTML).toBe('');
  });

  it('keeps a private page out of search indexes, and its head tags leave with the page', () => {
    const page = renderAt('/profile/orders', <PageMeta title="I tuoi ordini" />);
    expect(head('meta[name="robots"]')).toBe('noindex, nofollow');
    page.unmount();
    expect(head('meta[name="robots"]')).toBeNull();
    expect(head('link[rel="canonical"]')).toBeNull();
  });
});

describe('PageMeta rendered on a server', () => {
  it('writes the head tags into the HTML, on the origin it is given', () => {
    const html = renderToString(
      <SiteOriginProvider origin={ORIGIN}>
        <StaticRouter location="/product/passata-di-pomodoro?utm_source=mail">
          <PageMeta title="Passata di pomodoro" description="<p>Passata &amp; basilico</p>" />
        </StaticRouter>
      </SiteOriginProvider>,
    );
    expect(html).toContain('<title>Passata di pomodoro – Carrello</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/product/passata-di-pomodoro"/>`);
    expect(html).toContain('<meta name="description" content="Passata &amp; basilico"/>');
  });
});

describe('JsonLd', () => {
  it('embeds the data in a script that catalogue text cannot end', () => {
    const data = organizationJsonLd('Carrello </script><script>alert(1)</script>', ORIGIN);
    const { container } = renderAt('/', <JsonLd data={data} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(data);
  });
});

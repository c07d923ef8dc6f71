// @vitest-environment node
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import {
  compress,
  EMPTY_STYLE_HASH,
  encodedTag,
  entityTag,
  inlineSources,
  matchesTag,
  OWN_EFFORT,
  pageBytes,
  pickEncoding,
  STORED_EFFORT,
} from './page-encoding';

function hashSource(content: string): string {
  return `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
}

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and sends as is what the browser does not accept', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(null)).toBeNull();
  });
});

describe('compress', () => {
  it('gives back the same page once decompressed, smaller', async () => {
    const page = new TextEncoder().encode(
      `<!doctype html>${'<li>Passata di pomodoro – 1,29 €</li>'.repeat(200)}`,
    );
    const br = await compress(page, 'br', STORED_EFFORT);
    const gz = await compress(page, 'gzip', OWN_EFFORT);
    expect(br.byteLength).toBeLessThan(page.byteLength / 10);
    expect(brotliDecompressSync(br).equals(Buffer.from(page))).toBe(true);
    expect(gunzipSync(gz).equals(Buffer.from(page))).toBe(true);
  });
});

describe('the validator', () => {
  it('ignores the query cache timestamps and tells other content apart', () => {
    const page = (price: string, at: number) =>
      `<p>${price}</p><script type="application/json">{"dataUpdatedAt":${at},"dehydratedAt":${at}}</script>`;
    expect(entityTag(page('1,29 €', 1))).toBe(entityTag(page('1,29 €', 2)));
    expect(entityTag(page('1,29 €', 1))).not.toBe(entityTag(page('1,39 €', 1)));
  });

  it('matches a cache holding the page in any encoding, and no other page', () => {
    const etag = entityTag('<p>Latte</p>');
    expect(encodedTag(etag, 'br')).not.toBe(etag);
    expect(matchesTag(encodedTag(etag, 'gzip'), etag)).toBe(true);
    expect(matchesTag(`"other", W/${encodedTag(etag, 'br')}`, etag)).toBe(true);
    expect(matchesTag(etag, etag)).toBe(true);
    expect(matchesTag('"other"', etag)).toBe(false);
    expect(matchesTag(null, etag)).toBe(false);
  });
});

describe('inlineSources', () => {
  it('hashes the inline scripts a browser runs and every style element, as the browser does', () => {
    const run = 'window.__staticRouterHydrationData = JSON.parse("{\\"a\\":\\"è\\"}");';
    const css = '.a{color:#d00}\n.b{margin:0}';
    const html =
      `<head><script type="module" crossorigin src="/assets/index.js"></script>` +
      `<style data-styled="true">${css}</style></head><body><div id="root"></div>` +
      `<script type="application/ld+json">{"@type":"Product"}</script>` +
      `<script>${run}</script>` +
      `<script type="module">import "/assets/x.js";</script>` +
      `<script type="application/json" id="state">{"queries":[]}</script></body>`;
    const sources = inlineSources(html);
    expect(sources.scripts.sort()).toEqual(
      [hashSource(run), hashSource('import "/assets/x.js";')].sort(),
    );
    expect(sources.styles.sort()).toEqual([hashSource(css), EMPTY_STYLE_HASH].sort());
    expect(EMPTY_STYLE_HASH).toBe(hashSource(''));
  });
});

describe('a page kept as pieces', () => {
  it('has the bytes, validator and CSP hashes of the same page joined', () => {
    const run = 'window.__staticRouterHydrationData = JSON.parse("{}");';
    const pieces = [
      '<!doctype html><html lang="it"><head><script>var chunks=["/a.js"];</script>',
      '<title>Latte – Carrello</title>',
      '<style data-styled="true">.a{color:#d00}</style>',
      '</head><body><div id="root">',
      `<h1>Latte intero 1 l – 1,29 €</h1><script>${run}</script>`,
      '</div><script type="application/json" id="carrello-query-state">',
      '{"queries":[{"dataUpdatedAt":1764585600000,"state":"è"}]}',
      '</script>',
      '</body></html>',
    ];
    const joined = pieces.join('');
    expect(Buffer.from(pageBytes(pieces)).equals(Buffer.from(joined, 'utf8'))).toBe(true);
    expect(entityTag(pieces)).toBe(entityTag(joined));
    expect(inlineSources(pieces)).toEqual(inlineSources(joined));
    expect(inlineSources(pieces).scripts).toContain(hashSource(run));
    const later = [...pieces];
    later[6] = '{"queries":[{"dataUpdatedAt":1764585660000,"state":"è"}]}';
    expect(entityTag(later)).toBe(entityTag(joined));
  });
});

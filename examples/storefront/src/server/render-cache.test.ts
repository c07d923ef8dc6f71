// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { SharedCache, sharedFetch, type StoredAnswer } from './render-cache';

/** An API that counts the calls it answers, each answer after the test lets it go. */
function countingApi(status = 200) {
  const calls: Request[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((done) => {
    release = done;
  });
  const api: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push(request);
    await gate;
    return new Response(JSON.stringify({ data: { url: request.url } }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { api, calls, release };
}

describe('sharedFetch', () => {
  it('makes one call for the concurrent anonymous renders that ask the same URL, and reuses it', async () => {
    const { api, calls, release } = countingApi();
    const shared = sharedFetch(api, new SharedCache<StoredAnswer>(10_000, 10));
    const url = 'http://api.test/ebsn/api/category?filtered=false';
    const together = Promise.all([shared(url), shared(url), shared(url)]);
    release();
    const answers = await together;
    const later = await shared(url);

    expect(calls).toHaveLength(1);
    for (const answer of [...answers, later]) {
      expect(await answer.json()).toEqual({ data: { url } });
    }
  });

  it('never shares a call that carries the shopper session', async () => {
    const { api, calls, release } = countingApi();
    const shared = sharedFetch(api, new SharedCache<StoredAnswer>(10_000, 10));
    release();
    const url = 'http://api.test/ebsn/api/cart';
    await shared(url, { headers: { cookie: 'session=mario' } });
    await shared(url, { headers: { cookie: 'session=giulia' } });
    await shared(url, { headers: { 'x-ebsn-account': 'token' } });

    expect(calls).toHaveLength(3);
    expect(calls.map((call) => call.headers.get('cookie'))).toEqual([
      'session=mario',
      'session=giulia',
      null,
    ]);
  });

  it('asks again after a failed answer instead of serving it', async () => {
    const { api, calls, release } = countingApi(503);
    const shared = sharedFetch(api, new SharedCache<StoredAnswer>(10_000, 10));
    release();
    const url = 'http://api.test/ebsn/api/products?q=latte';
    expect((await shared(url)).status).toBe(503);
    expect((await shared(url)).status).toBe(503);

    expect(calls).toHaveLength(2);
  });
});

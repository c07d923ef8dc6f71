/**
 * What concurrent server renders share (caching): a short-lived cache whose loads are
 * deduplicated while in flight, for the anonymous catalogue calls and the anonymous pages.
 * Nothing personal goes through it: a call with the shopper's session is never shared.
 */

interface Entry<TValue> {
  /** When the value stops being fresh; `Infinity` while the load is in flight. */
  expires: number;
  value: Promise<TValue>;
}

/**
 * A map of loads by key, bounded (the oldest entry goes first) and short-lived: a second call
 * with the same key while the first load runs gets the same promise, and a finished value that
 * `keep` accepts is served for `ttlMs`. A failed load, or a value `keep` refuses, is forgotten.
 */
export class SharedCache<TValue> {
  private readonly entries = new Map<string, Entry<TValue>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, load: () => Promise<TValue>, keep: (value: TValue) => boolean): Promise<TValue> {
    const found = this.entries.get(key);
    if (found && found.expires > Date.now()) return found.value;
    if (found) this.entries.delete(key);
    const entry: Entry<TValue> = { expires: Infinity, value: load() };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value.then((value) => {
      if (keep(value) && this.ttlMs > 0) entry.expires = Date.now() + this.ttlMs;
      else forget();
    }, forget);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** An API answer kept whole, to give each caller a `Response` of its own. */
interface StoredAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** Headers that make a call the shopper's own: such a call is never shared. */
const PERSONAL_HEADERS = ['cookie', 'authorization', 'x-ebsn-account'];

/**
 * A `fetch` whose anonymous GET calls are shared through `cache`, keyed by URL and headers:
 * concurrent renders asking for the category tree or a product list make one call, and
 * the answer (a 200 that sets no cookie) serves the next renders for the cache's lifetime.
 * The caller's abort signal is not passed on, so one shopper leaving does not fail the others.
 */
export function sharedFetch(
  fetchFromApi: typeof globalThis.fetch,
  cache: SharedCache<StoredAnswer>,
): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET' || PERSONAL_HEADERS.some((name) => request.headers.has(name))) {
      return fetchFromApi(request);
    }
    const headers = [...request.headers].sort(([a], [b]) => (a < b ? -1 : 1));
    const key = `${request.url}\n${headers.map(([name, value]) => `${name}:${value}`).join('\n')}`;
    const stored = await cache.get(
      key,
      async () => {
        const answer = await fetchFromApi(new Request(request.url, { headers: request.headers }));
        return {
          status: answer.status,
          statusText: answer.statusText,
          headers: [...answer.headers],
          body: await answer.arrayBuffer(),
        };
      },
      (answer) => answer.status === 200 && !answer.headers.some(([name]) => name === 'set-cookie'),
    );
    return new Response(stored.status === 204 || stored.status === 304 ? null : stored.body, {
      status: stored.status,
      statusText: stored.statusText,
      headers: stored.headers,
    });
  };
}

export type { StoredAnswer };

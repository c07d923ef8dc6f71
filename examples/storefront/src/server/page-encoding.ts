/**
 * What a stored page is sent as (caching): its bytes compressed once for the browsers
 * that accept brotli or gzip, a validator made once, and the hashes of its inline scripts and
 * styles, so that a shared page needs no per-answer nonce and stays the same bytes for everyone.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to send for an `Accept-Encoding` header: brotli when accepted, else gzip, else
 * none (`null`). An encoding with `q=0` is refused; `*` accepts both.
 */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  for (const encoding of ['br', 'gzip'] as const) {
    const q = accepted.get(encoding) ?? wildcard;
    if (q !== undefined && q > 0) return encoding;
  }
  return null;
}

/** How hard each encoding works: brotli quality (0-11) and gzip level (1-9). */
type Effort = Record<Encoding, number>;

/**
 * For a stored page, compressed once for many answers. Brotli 5 is where the size stops paying
 * for the time: the 100 kB home page became 12.9 kB in 18 ms (a loaded machine), quality 9 saved
 * 0.1 kB for 30 times the CPU and 11 1.2 kB for 100 times (a page is made again every 10 s).
 */
export const STORED_EFFORT: Effort = { br: 5, gzip: 9 };
/** For an answer of the shopper's own, compressed for that answer alone. */
export const OWN_EFFORT: Effort = { br: 4, gzip: 6 };

/** `bytes` compressed off the main thread (zlib's thread pool). */
export async function compress(
  bytes: Uint8Array,
  encoding: Encoding,
  effort: Effort,
): Promise<Uint8Array<ArrayBuffer>> {
  const out =
    encoding === 'gzip'
      ? await gzipAsync(bytes, { level: effort.gzip })
      : await brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: effort.br,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        });
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
}

/**
 * A page as the pieces it is assembled from, in document order: the built template's parts and
 * what the render put between them. An element never spans two pieces, except the query state's
 * data script (not run, so never hashed). Kept apart, the page is never copied into one string:
 * its bytes, validator and CSP hashes are each read from the pieces.
 */
export type PageText = string | readonly string[];

function piecesOf(page: PageText): readonly string[] {
  return typeof page === 'string' ? [page] : page;
}

/** The page's UTF-8 bytes, written once into a buffer of their own. */
export function pageBytes(page: PageText): Uint8Array<ArrayBuffer> {
  const pieces = piecesOf(page);
  const lengths = pieces.map((piece) => Buffer.byteLength(piece, 'utf8'));
  const bytes = Buffer.allocUnsafeSlow(lengths.reduce((sum, length) => sum + length, 0));
  // Each piece fits: the buffer is the sum of their lengths.
  let at = 0;
  for (const piece of pieces) at += bytes.write(piece, at, 'utf8');
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
}

/** The query cache's timestamps, which differ between two renders of the same content. */
const STAMPS = /"(?:dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g;

/**
 * A strong validator of the page's content that ignores what differs between two renders of the
 * same content (the query cache's timestamps), so a page rendered again answers 304 when it
 * did not change.
 */
export function entityTag(page: PageText): string {
  const hash = createHash('sha256');
  for (const piece of piecesOf(page)) hash.update(piece.replace(STAMPS, ''), 'utf8');
  return `"${hash.digest('hex').slice(0, 32)}"`;
}

/** The validator of one encoding of the page: each representation has its own. */
export function encodedTag(etag: string, encoding: Encoding | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** Whether an `If-None-Match` header names the page, in whichever encoding the cache holds it. */
export function matchesTag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const known = new Set(ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, '')));
  if (known.has('*')) return true;
  return [null, 'br', 'gzip'].some((encoding) =>
    known.has(encodedTag(etag, encoding as Encoding | null)),
  );
}

/**
 * The hash of an empty `<style>`: styled-components creates its `<style>` tag in the browser
 * empty (its rules then go in through the CSSOM, which a policy does not restrict).
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

function sourceHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** Script types a browser runs; others (`application/json`, `application/ld+json`) are data. */
const RUN_TYPES = /^(?:|module|text\/javascript|application\/javascript)$/i;

/**
 * The Content-Security-Policy sources (CSP 3 hashes) of a page's inline scripts and `<style>`
 * elements, exactly as the browser hashes them: the text between the tags. A shared page is
 * allowed by these instead of a per-answer nonce, so its bytes are the same for every answer.
 */
export function inlineSources(page: PageText): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>([EMPTY_STYLE_HASH]);
  for (const piece of piecesOf(page)) {
    for (const [, attributes = '', content = ''] of piece.matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
    )) {
      if (/\ssrc\s*=/i.test(attributes)) continue;
      const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
      if (!RUN_TYPES.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
      scripts.add(sourceHash(content));
    }
    for (const [, content = ''] of piece.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
      styles.add(sourceHash(content));
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

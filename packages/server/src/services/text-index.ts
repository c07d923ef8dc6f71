import { sql } from 'kysely';

import { SUGGESTION_MIN_CHARS } from '@carrello/core';

import type { Db } from '../db/database';

// Which products a searched text selects, and how they rank, answered in process from what the
// database itself computed: the lexemes of each product (its stored `search_vector`), the
// lexemes of each word the shopper types (`plainto_tsquery` of that word, asked once per word)
// and the trigrams of names and texts (`show_trgm`, or the same rule for plain ASCII). What is
// computed here is only arithmetic over those, done as PostgreSQL does it:
//
// - `search_vector @@ plainto_tsquery(words)`: the product has every lexeme of the words;
// - `ts_rank` (default weights, no normalisation): one lexeme scores by its positions
//   (`calc_rank_or`), several by the distances between theirs (`calc_rank_and`), in the same
//   float4/float8 steps as `src/backend/utils/adt/tsrank.c`;
// - `lower(name) like 'words%'` adds 1 to that rank (a float8 sum);
// - `lower(name) % lower(words)` and `similarity()`: shared distinct trigrams over the union,
//   as float4, at the default threshold 0.3 (`contrib/pg_trgm`).
//
// A text with anything but letters and single spaces goes to the database instead (its parser
// treats digits, signs and markup in ways not repeated here), and so does every search while the
// index is being read. The comparison tests (`search-index.test.ts`) hold both paths to the
// same answers on every kind of query and on the benchmark's mix.

/** One product as the text index knows it. */
interface TextProduct {
  id: number;
  /** `lower(name)` as the database computed it. */
  lowerName: string;
  /** Distinct trigrams of `lower(name)`, filled when a trigram search first needs them. */
  trigramCount: number;
}

/** One lexeme of a product's `search_vector`, while the index is read. */
interface Posting {
  /** Positions in the document, ascending, with their weights (0 = D ... 3 = A). */
  positions: number[];
  weights: number[];
  /** `ts_rank` of a query made of this lexeme alone. */
  rank: number;
}

/**
 * The products having one lexeme, in the order of `TextIndex.products`, with the lexeme's rank,
 * positions and weights in each, packed in typed arrays: read in order, lists are intersected
 * and ranked without a look-up per product, and the collector has no small objects to trace.
 */
interface LexemeList {
  products: TextProduct[];
  /** Each product's place in `TextIndex.products` (ascending). */
  at: Int32Array;
  /** Each product's rank for the lexeme alone (`ts_rank`, a float4). */
  ranks: Float64Array;
  /** Where each product's positions start in `positions` (one more entry: the end). */
  starts: Int32Array;
  /** Positions of the lexeme in each product's document (at most 16383). */
  positions: Uint16Array;
  /** The weight of each position (0 = D ... 3 = A). */
  weights: Uint8Array;
}

/** A lexeme list while the index is read. */
interface ListBuilder {
  products: TextProduct[];
  at: number[];
  ranks: number[];
  starts: number[];
  positions: number[];
  weights: number[];
}

export interface TextIndex {
  products: TextProduct[];
  /** The catalogue's plain words (`search_text`), whose lexemes are learnt with the index. */
  vocabulary: string[];
  /** Products having each lexeme, in the order of `products`. */
  postings: Map<string, LexemeList>;
  /** Products having each trigram of their lowered name (built on first use). */
  trigrams?: Promise<Map<string, number[]>>;
  /** Shared trigrams per product during one similarity search (zeroed after each). */
  shared?: Int32Array;
}

const f = Math.fround;
/** `ts_rank`'s default weights of D, C, B, A, as float4. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const WEIGHT_OF: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
/** pg_trgm's default `similarity_threshold`. */
const SIMILARITY_THRESHOLD = 0.3;
/** A typed text the index answers itself: letters, words separated by single spaces. */
const PLAIN_TEXT = /^\p{L}+(?: \p{L}+)*$/u;
const ASCII_PRINTABLE = /^[ -~]*$/;

/** `calc_rank_or` for one lexeme (the query's only distinct operand). */
function rankOne(posting: Pick<Posting, 'weights'>): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  posting.weights.forEach((weight, j) => {
    const w = WEIGHTS[weight]!;
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  });
  const res = f(0 + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
  return f(res / 1);
}

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/** tsCompareString without prefix: bytes of UTF-8, then the shorter first. */
function compareLexemes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/**
 * `calc_rank_and` over distinct lexemes (in the database's operand order): `lists[k]` holds the
 * k-th lexeme, `entries[k]` the product's place in that list.
 */
function rankAll(lists: readonly LexemeList[], entries: readonly number[]): number {
  let res = -1;
  for (let i = 0; i < lists.length; i += 1) {
    const post = lists[i]!;
    const postEntry = entries[i]!;
    for (let k = 0; k < i; k += 1) {
      const ct = lists[k]!;
      const ctEntry = entries[k]!;
      for (let l = post.starts[postEntry]!; l < post.starts[postEntry + 1]!; l += 1)
        for (let p = ct.starts[ctEntry]!; p < ct.starts[ctEntry + 1]!; p += 1) {
          const distance = Math.abs(post.positions[l]! - ct.positions[p]!);
          if (distance === 0) continue;
          const curw = f(
            Math.sqrt(
              f(f(WEIGHTS[post.weights[l]!]! * WEIGHTS[ct.weights[p]!]!) * wordDistance(distance)),
            ),
          );
          res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
        }
    }
  }
  return res < 0 ? f(1e-20) : res;
}

/** Parses the text form of a tsvector: `'lexeme':1,3B 'other':2`. */
function parseVector(text: string): Map<string, Posting> {
  const lexemes = new Map<string, Posting>();
  for (const match of text.matchAll(/'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = match[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1');
    const positions: number[] = [];
    const weights: number[] = [];
    for (const item of (match[2] ?? '').split(',')) {
      if (item === '') continue;
      const weight = item.at(-1)!;
      const hasWeight = weight in WEIGHT_OF;
      positions.push(Number(hasWeight ? item.slice(0, -1) : item));
      weights.push(hasWeight ? WEIGHT_OF[weight]! : 0);
    }
    // A lexeme without positions ranks as one at the last position with weight D.
    if (positions.length === 0) {
      positions.push(16383);
      weights.push(0);
    }
    const posting: Posting = { positions, weights, rank: 0 };
    posting.rank = rankOne(posting);
    lexemes.set(lexeme, posting);
  }
  return lexemes;
}

/** The operands of a tsquery's text form (`'a' & 'b'`); undefined if it holds anything else. */
function parseQueryLexemes(text: string): string[] | undefined {
  const lexemes: string[] = [];
  const rest = text.replace(/'((?:[^'\\]|''|\\.)*)'/g, (_, lexeme: string) => {
    lexemes.push(lexeme.replace(/''/g, "'").replace(/\\(.)/g, '$1'));
    return '';
  });
  return /^[\s&]*$/.test(rest) ? lexemes : undefined;
}

/** Lexemes of typed words, per word as typed (ASCII words lowered): the same in every catalogue. */
const wordLexemes = new Map<string, Promise<string[] | undefined>>();
const WORD_CAPACITY = 100_000;

function wordKey(word: string): string {
  return /^[A-Za-z]+$/.test(word) ? word.toLowerCase() : word;
}

/** `plainto_tsquery('carrello_italian', word)` for each word, from the database once each. */
async function lexemesOfWords(db: Db, words: string[]): Promise<Array<string[] | undefined>> {
  const missing = [...new Set(words.map(wordKey))].filter((word) => !wordLexemes.has(word));
  if (missing.length > 0) {
    if (wordLexemes.size + missing.length > WORD_CAPACITY) wordLexemes.clear();
    const read = sql<{ word: string; query: string }>`
      select w as word, plainto_tsquery('carrello_italian', w)::text as query
      from json_array_elements_text(${JSON.stringify(missing)}::json) as w`
      .execute(db)
      .then((result) => new Map(result.rows.map((row) => [row.word, row.query])));
    for (const word of missing) {
      const lexemes = read.then((queries) => parseQueryLexemes(queries.get(word) ?? ''));
      wordLexemes.set(word, lexemes);
      lexemes.catch(() => wordLexemes.delete(word));
    }
  }
  return Promise.all(words.map((word) => wordLexemes.get(wordKey(word))!));
}

/** Reads every product's lexemes and lowered name, and the words of the catalogue. */
export async function buildTextIndex(db: Db): Promise<TextIndex> {
  const rows = (
    await sql<{ id: number; vector: string; lower_name: string; search_text: string }>`
      select id, search_vector::text as vector, lower(name) as lower_name, search_text
      from products`.execute(db)
  ).rows;
  const products: TextProduct[] = [];
  const builders = new Map<string, ListBuilder>();
  const words = new Set<string>();
  for (const row of rows) {
    const product: TextProduct = { id: row.id, lowerName: row.lower_name, trigramCount: 0 };
    products.push(product);
    for (const [lexeme, posting] of parseVector(row.vector)) {
      let list = builders.get(lexeme);
      if (!list) {
        list = { products: [], at: [], ranks: [], starts: [], positions: [], weights: [] };
        builders.set(lexeme, list);
      }
      list.products.push(product);
      list.at.push(products.length - 1);
      list.ranks.push(posting.rank);
      list.starts.push(list.positions.length);
      list.positions.push(...posting.positions);
      list.weights.push(...posting.weights);
    }
    for (const word of row.search_text.split(' ')) if (PLAIN_TEXT.test(word)) words.add(word);
  }
  const postings = new Map<string, LexemeList>();
  for (const [lexeme, list] of builders)
    postings.set(lexeme, {
      products: list.products,
      at: Int32Array.from(list.at),
      ranks: Float64Array.from(list.ranks),
      starts: Int32Array.from([...list.starts, list.positions.length]),
      positions: Uint16Array.from(list.positions),
      weights: Uint8Array.from(list.weights),
    });
  // Shoppers type the catalogue's own words: learn their lexemes in one round trip.
  await lexemesOfWords(db, [...words]);
  return { products, postings, vocabulary: [...words] };
}

/** Prefixes learnt per round trip: PGlite answers on the thread that serves requests. */
const PREFIX_CHUNK = 2000;

/**
 * Learns the lexemes of the beginnings of the catalogue's words, as a shopper submits them
 * before finishing the word (from `SUGGESTION_MIN_CHARS` letters), a chunk per round trip: the
 * first search of such a text then asks the database nothing. A catalogue whose prefixes would
 * fill half the words kept learns them as they are searched instead.
 */
export async function learnPrefixes(db: Db, index: TextIndex): Promise<void> {
  const prefixes = new Set<string>();
  for (const word of index.vocabulary)
    for (let length = SUGGESTION_MIN_CHARS; length < word.length; length += 1)
      prefixes.add(wordKey(word.slice(0, length)));
  const missing = [...prefixes].filter((prefix) => !wordLexemes.has(prefix));
  if (wordLexemes.size + missing.length > WORD_CAPACITY / 2) return;
  for (let i = 0; i < missing.length; i += PREFIX_CHUNK) {
    await lexemesOfWords(db, missing.slice(i, i + PREFIX_CHUNK));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Whether the index answers this text itself. */
function plainText(words: string): boolean {
  return PLAIN_TEXT.test(words);
}

/**
 * The products a plain text matches in full text (`@@ plainto_tsquery`), with their rank
 * (`ts_rank` plus 1 when the lowered name starts with the lowered text), ordered by rank, then
 * id; undefined when the text is not plain.
 */
export async function fullTextMatches(
  db: Db,
  index: TextIndex,
  words: string,
): Promise<Array<{ id: number; rank: number }> | undefined> {
  if (!plainText(words)) return undefined;
  const perWord = await lexemesOfWords(db, words.split(' '));
  if (perWord.some((lexemes) => lexemes === undefined)) return undefined;
  const lexemes = [...new Set(perWord.flat() as string[])].sort(compareLexemes);
  if (lexemes.length === 0) return [];
  const lists: LexemeList[] = [];
  for (const lexeme of lexemes) {
    const list = index.postings.get(lexeme);
    // A lexeme no product has: no product has them all.
    if (!list) return [];
    lists.push(list);
  }
  const prefix = words.toLowerCase();
  const out: Array<{ id: number; rank: number }> = [];
  if (lists.length === 1) {
    // One lexeme ranks a product by where and how its word stands: thousands of products share
    // a few ranks, so they are grouped by rank and only the ids within a rank are sorted.
    const { products, ranks } = lists[0]!;
    const byRank = new Map<number, number[]>();
    for (let i = 0; i < products.length; i += 1) {
      const product = products[i]!;
      const rank = ranks[i]! + (product.lowerName.startsWith(prefix) ? 1 : 0);
      const ids = byRank.get(rank);
      if (ids) ids.push(product.id);
      else byRank.set(rank, [product.id]);
    }
    for (const rank of [...byRank.keys()].sort((a, b) => b - a))
      for (const id of Int32Array.from(byRank.get(rank)!).sort()) out.push({ id, rank });
    return out;
  }
  // Several lexemes: the shortest list is walked, the others read forward beside it (all are in
  // the same order), and a product on every list is ranked by its postings of each.
  const shortest = lists.reduce((a, b) => (b.at.length < a.at.length ? b : a));
  const cursors = lists.map(() => 0);
  walk: for (let i = 0; i < shortest.at.length; i += 1) {
    const at = shortest.at[i]!;
    for (let k = 0; k < lists.length; k += 1) {
      const list = lists[k]!;
      let cursor = cursors[k]!;
      while (cursor < list.at.length && list.at[cursor]! < at) cursor += 1;
      cursors[k] = cursor;
      if (cursor === list.at.length) break walk;
      if (list.at[cursor] !== at) continue walk;
    }
    const product = shortest.products[i]!;
    out.push({
      id: product.id,
      rank: rankAll(lists, cursors) + (product.lowerName.startsWith(prefix) ? 1 : 0),
    });
  }
  return out.sort((a, b) => b.rank - a.rank || a.id - b.id);
}

/** pg_trgm's trigrams of an ASCII text (already lowered): each alphanumeric run padded "  w ". */
function asciiTrigrams(text: string): string[] {
  const out = new Set<string>();
  for (const word of text.match(/[a-z0-9]+/g) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3));
  }
  return [...out];
}

const textTrigrams = new Map<string, Promise<string[]>>();

/** `show_trgm(lower(text))`: computed here for ASCII, by the database (once) otherwise. */
function trigramsOf(db: Db, text: string): Promise<string[]> {
  if (ASCII_PRINTABLE.test(text)) return Promise.resolve(asciiTrigrams(text.toLowerCase()));
  const cached = textTrigrams.get(text);
  if (cached) return cached;
  if (textTrigrams.size > WORD_CAPACITY) textTrigrams.clear();
  const read = sql<{ t: string[] }>`select show_trgm(lower(${text})) as t`
    .execute(db)
    .then((result) => result.rows[0]?.t ?? []);
  textTrigrams.set(text, read);
  read.catch(() => textTrigrams.delete(text));
  return read;
}

async function buildTrigrams(db: Db, index: TextIndex): Promise<Map<string, number[]>> {
  // Names with other characters than printable ASCII: their trigrams as the database makes them.
  const other = new Map(
    (
      await sql<{ id: number; t: string[] }>`
        select id, show_trgm(lower(name)) as t from products where name !~ '^[ -~]*$'`.execute(db)
    ).rows.map((row) => [row.id, row.t]),
  );
  const byTrigram = new Map<string, number[]>();
  index.products.forEach((product, i) => {
    const trigrams = other.get(product.id) ?? asciiTrigrams(product.lowerName);
    product.trigramCount = trigrams.length;
    for (const trigram of trigrams) {
      const list = byTrigram.get(trigram);
      if (list) list.push(i);
      else byTrigram.set(trigram, [i]);
    }
  });
  // Names with fewer trigrams first: a search reads each list only as far as a name can still
  // be similar enough (`trigramMatches`).
  const counts = index.products.map((product) => product.trigramCount);
  for (const list of byTrigram.values()) list.sort((a, b) => counts[a]! - counts[b]! || a - b);
  return byTrigram;
}

/**
 * The most trigrams a name may have and still reach the threshold with a text of `count`
 * trigrams: sharing all of them, its similarity is `count / its own`, so a longer name cannot
 * reach 0.3 (the bound is taken a little wider than float4 rounding could ever need).
 */
function mostTrigrams(count: number): number {
  return Math.floor(count / (SIMILARITY_THRESHOLD - 1e-4));
}

/** The products having each trigram of their lowered name, built on first use. */
export function trigramIndex(db: Db, index: TextIndex): Promise<Map<string, number[]>> {
  if (!index.trigrams) {
    const trigrams = buildTrigrams(db, index);
    index.trigrams = trigrams;
    trigrams.catch(() => {
      if (index.trigrams === trigrams) index.trigrams = undefined;
    });
  }
  return index.trigrams;
}

/**
 * The products whose lowered name is similar to the lowered text (`%`, threshold 0.3), with
 * `similarity` as rank, ordered by rank, then id.
 */
export async function trigramMatches(
  db: Db,
  index: TextIndex,
  words: string,
): Promise<Array<{ id: number; rank: number }>> {
  const [byTrigram, query] = await Promise.all([trigramIndex(db, index), trigramsOf(db, words)]);
  if (query.length === 0) return [];
  const shared = (index.shared ??= new Int32Array(index.products.length));
  const touched: number[] = [];
  const most = mostTrigrams(query.length);
  const { products } = index;
  for (const trigram of query)
    for (const i of byTrigram.get(trigram) ?? []) {
      if (products[i]!.trigramCount > most) break;
      const seen = shared[i]!;
      shared[i] = seen + 1;
      if (seen === 0) touched.push(i);
    }
  const out: Array<{ id: number; rank: number }> = [];
  for (const i of touched) {
    const count = shared[i]!;
    shared[i] = 0;
    const product = index.products[i]!;
    if (product.trigramCount === 0) continue;
    const similarity = f(count / (product.trigramCount + query.length - count));
    if (similarity >= SIMILARITY_THRESHOLD) out.push({ id: product.id, rank: similarity });
  }
  return out.sort((a, b) => b.rank - a.rank || a.id - b.id);
}

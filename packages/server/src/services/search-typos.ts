import type { Db } from '../db/database';
import { catalogueGeneration } from './catalogue';
import { foldText } from './search';

// Misspelt words of a product search. When the words as typed find no product, each word the
// catalogue does not have, of at least `TYPO_MIN_LETTERS` letters, is read as the catalogue word
// one typo away from it (a letter doubled or added, dropped, two neighbours swapped, or one
// wrong), the word of the most products when several are; the search then runs again with those
// words, matched and ranked as any search (`searchProducts`). Both the database path and the
// in-process index ask this module, so they correct the same words the same way.

/** The shortest word read as a typo: shorter ones are one letter away from too many words. */
const TYPO_MIN_LETTERS = 4;

/** The catalogue's words (accents and case folded, letters only), with their products. */
interface TypoVocabulary {
  /** Products having each word. */
  products: Map<string, number>;
  /** The words by length, each list ordered by products (most first), then alphabetically. */
  byLength: Map<number, string[]>;
}

/** The vocabulary of the search texts of the catalogue (`products.search_text`). */
export function typoVocabulary(texts: Iterable<string>): TypoVocabulary {
  const products = new Map<string, number>();
  for (const text of texts) {
    const words = new Set(
      foldText(text)
        .split(' ')
        .filter((word) => word.length >= TYPO_MIN_LETTERS && /^[a-z]+$/.test(word)),
    );
    for (const word of words) products.set(word, (products.get(word) ?? 0) + 1);
  }
  const byLength = new Map<number, string[]>();
  for (const word of products.keys()) {
    const list = byLength.get(word.length);
    if (list) list.push(word);
    else byLength.set(word.length, [word]);
  }
  for (const list of byLength.values())
    list.sort((a, b) => products.get(b)! - products.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
  return { products, byLength };
}

/**
 * Whether two different words are one typo apart: one letter added or dropped, one letter
 * replaced, or two neighbouring letters swapped (the optimal string alignment distance is 1).
 */
export function oneTypoApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.slice(i) === longer.slice(i + 1);
}

/** The catalogue word one typo away from `word` found in the most products, if any. */
function nearestWord(vocabulary: TypoVocabulary, word: string): string | undefined {
  let best: string | undefined;
  for (let length = word.length - 1; length <= word.length + 1; length += 1)
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      if (!oneTypoApart(word, candidate)) continue;
      if (
        best === undefined ||
        vocabulary.products.get(candidate)! > vocabulary.products.get(best)! ||
        (vocabulary.products.get(candidate) === vocabulary.products.get(best) && candidate < best)
      )
        best = candidate;
      // Each list is ordered by products: the first near word of a length is its best.
      break;
    }
  return best;
}

/**
 * The text with each word the catalogue lacks replaced by its nearest catalogue word (the rule
 * above), everything else as typed; undefined when no word changes.
 */
export function correctTypos(vocabulary: TypoVocabulary, text: string): string | undefined {
  let changed = false;
  const corrected = text.replace(/\S+/g, (token) => {
    const word = foldText(token);
    if (word.length < TYPO_MIN_LETTERS || !/^[a-z]+$/.test(word)) return token;
    if (vocabulary.products.has(word)) return token;
    const nearest = nearestWord(vocabulary, word);
    if (nearest === undefined) return token;
    changed = true;
    return nearest;
  });
  return changed ? corrected : undefined;
}

// The vocabulary changes with the catalogue only: read it once per database and catalogue
// generation, already folded and counted. Where the generation may miss a write (no live change
// feed), it is read again after a minute, as the suggestions are.
const VOCABULARY_CACHE_MS = 60_000;
const vocabularies = new WeakMap<
  object,
  { at: number; generation: number; vocabulary: Promise<TypoVocabulary> }
>();

/**
 * The catalogue's vocabulary of `db`, read on first use and kept as above; `live`: the catalogue
 * generation follows every write (the in-process index is in use).
 */
function catalogueVocabulary(db: Db, live = false): Promise<TypoVocabulary> {
  const cached = vocabularies.get(db);
  const generation = catalogueGeneration(db);
  if (
    cached &&
    cached.generation === generation &&
    (live || Date.now() - cached.at < VOCABULARY_CACHE_MS)
  )
    return cached.vocabulary;
  const vocabulary = db
    .selectFrom('products')
    .select('search_text')
    .execute()
    .then((rows) => typoVocabulary(rows.map((row) => row.search_text)));
  vocabularies.set(db, { at: Date.now(), generation, vocabulary });
  vocabulary.catch(() => {
    if (vocabularies.get(db)?.vocabulary === vocabulary) vocabularies.delete(db);
  });
  return vocabulary;
}

/** `text` with its misspelt words corrected in the catalogue of `db`; undefined when none is. */
export async function correctSearchTypos(
  db: Db,
  text: string,
  live = false,
): Promise<string | undefined> {
  return correctTypos(await catalogueVocabulary(db, live), text);
}

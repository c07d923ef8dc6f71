import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../testing/test-app';
import { buildTextIndex, fullTextMatches, trigramMatches, type TextIndex } from './text-index';

let t: TestApp;
let index: TextIndex;
let vocabulary: string[];
beforeAll(async () => {
  t = await createTestApp({ products: 400 });
  index = await buildTextIndex(t.db);
  const names = await t.db.selectFrom('products').select('name').execute();
  vocabulary = [
    ...new Set(names.flatMap(({ name }) => name.split(/[^\p{L}]+/u).filter(Boolean))),
  ].sort();
});
afterAll(() => t.close());

describe('the in-process text index', () => {
  it('matches and ranks every word of the catalogue, and pairs of them, as ts_rank does', async () => {
    const pairs = vocabulary.slice(0, 120).map((word, i) => `${word} ${vocabulary[i * 7 + 3]!}`);
    for (const words of [...vocabulary, ...pairs, 'latte latte', 'di', 'Caffè', 'POMODORI']) {
      const local = await fullTextMatches(t.db, index, words);
      const prefix = `${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const expected = (
        await sql<{ id: number; rank: number }>`
          select p.id, (ts_rank(p.search_vector, plainto_tsquery('carrello_italian', ${words}))
            + case when lower(p.name) like ${prefix} then 1 else 0 end)::float8 as rank
          from products p where p.search_vector @@ plainto_tsquery('carrello_italian', ${words})
          order by 2 desc, p.id asc`.execute(t.db)
      ).rows;
      expect(local, words).toEqual(expected);
    }
  });

  it('finds misspelt and half-typed names by trigram similarity as pg_trgm does', async () => {
    const texts = [
      ...vocabulary.slice(0, 150).map((word) => word.slice(0, 4)),
      'pomodro',
      'mozarela',
      'caffé macinato',
      'Parmigiano Reggiano DOP',
      'zzzz',
    ];
    for (const words of texts) {
      const local = await trigramMatches(t.db, index, words);
      const expected = (
        await sql<{ id: number; rank: number }>`
          select p.id, similarity(lower(p.name), lower(${words}))::float8 as rank
          from products p where lower(p.name) % lower(${words})
          order by 2 desc, p.id asc`.execute(t.db)
      ).rows;
      expect(local, words).toEqual(expected);
    }
  });

  it('leaves a text with digits or signs to the database', async () => {
    expect(await fullTextMatches(t.db, index, '500 g')).toBeUndefined();
    expect(await fullTextMatches(t.db, index, 'all’olio')).toBeUndefined();
    expect(await fullTextMatches(t.db, index, 'latte  intero')).toBeUndefined();
  });
});

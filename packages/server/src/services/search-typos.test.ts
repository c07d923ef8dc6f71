import { describe, expect, it } from 'vitest';

import { ONE_TYPO_WORDS } from '../testing/catalogue';
import { correctTypos, oneTypoApart, typoVocabulary } from './search-typos';

const vocabulary = typoVocabulary([
  'Latte intero Latteria Alpina 1 l Latte e yogurt',
  'Latte parzialmente scremato 1 l Latte e yogurt',
  'Yogurt alla fragola 125 g Latte e yogurt',
  'Mozzarella fior di latte 125 g Formaggi freschi',
  'Caffè macinato moka 250 g',
  'Pane casereccio',
  'Cane e gatto crocchette',
  'Cane e gatto scatolette',
]);

describe('one typo apart', () => {
  it('holds for a letter doubled, added, dropped, swapped or wrong, and for nothing more', () => {
    for (const [typed, word] of [...ONE_TYPO_WORDS, ['atte', 'latte'], ['lattex', 'latte']])
      expect(oneTypoApart(typed, word), typed).toBe(true);
    for (const [typed, word] of [
      ['latte', 'latte'],
      ['lattee', 'lat'],
      ['ltaet', 'latte'],
      ['mozarela', 'mozzarella'],
      ['yugort', 'yogurt'],
    ])
      expect(oneTypoApart(typed!, word!), typed).toBe(false);
  });
});

describe('correctTypos', () => {
  it('replaces each word the catalogue lacks by its word one typo away, the rest as typed', () => {
    expect(correctTypos(vocabulary, 'lattte')).toBe('latte');
    expect(correctTypos(vocabulary, 'Yougurt alla FRAGLA, 125 g')).toBe(
      'yogurt alla fragola 125 g',
    );
    expect(correctTypos(vocabulary, 'caffé macinatto')).toBe('caffé macinato');
  });

  it('leaves known words, short words and nonsense alone', () => {
    expect(correctTypos(vocabulary, 'latte intero')).toBeUndefined();
    expect(correctTypos(vocabulary, 'Caffè')).toBeUndefined();
    expect(correctTypos(vocabulary, 'lat')).toBeUndefined();
    expect(correctTypos(vocabulary, 'zzzzqx')).toBeUndefined();
  });

  it('reads a typo as the word of the most products when several are one typo away', () => {
    // "pane" is in one product, "cane" in two: "xane" is read as "cane".
    expect(correctTypos(vocabulary, 'xane')).toBe('cane');
    expect(correctTypos(vocabulary, 'panne')).toBe('pane');
  });
});

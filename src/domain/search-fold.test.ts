import { describe, expect, test } from 'vitest';
import { foldForSearch, searchFoldTable } from './search-fold.ts';

const { from: SEARCH_FOLD_FROM, to: SEARCH_FOLD_TO } = searchFoldTable();

describe('foldForSearch', () => {
  test.each([
    ['a club with ț twice', 'Oțelul Galați', 'otelul galati'],
    ['the search typed plain', 'otel', 'otel'],
    ['ș with the comma below', 'Ștefan', 'stefan'],
    ['\u015F with the cedilla', '\u015Etefan', 'stefan'],
    ['ț with the comma below and \u0163 with the cedilla', 'Țară \u0163ară', 'tara tara'],
    ['Î and î', 'Înălțimea și înotul', 'inaltimea si inotul'],
    ['Â and â', 'ÂNCĂ Câmpina', 'anca campina'],
    ['Ă and ă', 'Ăla Băiat', 'ala baiat'],
    ['the other Latin accents', 'Éric Müller Łukasz Ñoño Čech Ørsted', 'eric muller lukasz nono cech orsted'],
    ['a letter and its combining comma (decomposed text)', 'S\u0326tefan Gala\u0163i', 'stefan galati'],
    ['combining cedilla, breve and circumflex', 's\u0327 a\u0306 a\u0302 i\u0302', 's a a i'],
    ['İ, the dotted capital I', 'İstanbul', 'istanbul'],
    ['digits, spaces and signs stay', 'FC U 1948 Craiova-2_%', 'fc u 1948 craiova-2_%'],
    ['letters outside the table keep their case folding only', 'ΣΩ ß', 'σω ß'],
    ['nothing', '', ''],
  ])('%s', (_, text, folded) => expect(foldForSearch(text)).toBe(folded));

  test('the search and the stored name fold alike, whichever side has the diacritics', () => {
    for (const [typed, stored] of [
      ['otel', 'Oțelul Galați'],
      ['OȚEL', 'Otelul Galati'],
      ['stefan', '\u015Etefan'],
      ['ștefan', 'stefan@test.prezice.ro'],
      ['sterge', 'ȘTERGE'],
    ]) {
      expect(foldForSearch(stored)).toContain(foldForSearch(typed));
    }
  });

  test('the translate() table: each character once, one plain ASCII letter for each accented one, marks last', () => {
    const from = [...SEARCH_FOLD_FROM];
    expect(new Set(from).size).toBe(from.length);
    expect([...SEARCH_FOLD_TO].every((c) => /^[a-z]$/.test(c))).toBe(true);
    const marks = from.slice(SEARCH_FOLD_TO.length);
    expect(marks).toHaveLength(0x370 - 0x300);
    expect(marks.every((c) => /^\p{M}$/u.test(c))).toBe(true);
    // Applied as translate() applies it, the table gives what foldForSearch gives.
    expect(from.map(foldForSearch)).toEqual(from.map((_, i) => SEARCH_FOLD_TO[i] ?? ''));
  });
});

// What a typed search compares: text without case and without diacritics, the Romanian way first (ș and the
// old cedilla s, U+015F, are s; ț and the cedilla t, U+0163, are t; ă and â are a, î is i), then the other Latin letters with an accent; combining
// marks (text in decomposed form, a letter followed by its accent) are dropped. So "otel" finds "Oțelul Galați" and
// "ȘTEFAN" finds "stefan".
//
// The database folds the stored side with the same rule: the SQL function search_fold (migration 0024) is
// translate(lower(value), from, to) with the table of searchFoldTable(), and a test compares it with foldForSearch
// on every letter of the table. Lower case comes first on both sides; the table also holds the capitals, so the rule
// does not depend on the database's locale for these letters.

/** Each plain letter and its accented forms, in lower case. */
const ACCENTED: ReadonlyArray<readonly [string, string]> = [
  ['a', 'ăâàáãäåāą'],
  ['c', 'çćĉċč'],
  ['d', 'ďđ'],
  ['e', 'èéêëēĕėęě'],
  ['g', 'ĝğġģ'],
  ['h', 'ĥħ'],
  ['i', 'îìíïĩīĭįı'],
  ['j', 'ĵ'],
  ['k', 'ķ'],
  ['l', 'ĺļľŀł'],
  ['n', 'ñńņň'],
  ['o', 'òóôõöøōŏő'],
  ['r', 'ŕŗř'],
  ['s', 'ș\u015Fśŝš'],
  ['t', 'ț\u0163ťŧ'],
  ['u', 'ùúûüũūŭůűų'],
  ['w', 'ŵ'],
  ['y', 'ýÿŷ'],
  ['z', 'źżž'],
];

/** The capital of each accented letter that has one of its own (ı, the dotless i, has I); İ folds to i as well. */
const capitals = (letters: string) => [...letters].filter((c) => c !== 'ı').map((c) => c.toUpperCase());

/** The first and last combining diacritical marks (U+0300–U+036F): dropped. */
const MARKS_FIRST = 0x300;
const MARKS_LAST = 0x36f;

/** Each accented letter, capitals included, with its plain letter. */
const foldPairs = (): Array<readonly [string, string]> => [
  ...ACCENTED.flatMap(([plain, letters]) => [...letters, ...capitals(letters)].map((c) => [c, plain] as const)),
  ['İ', 'i'],
];

/**
 * The rule as translate()'s two arguments: the accented letters then the combining marks, and their plain letters
 * (translate() drops the characters past the end of `to`).
 */
export function searchFoldTable(): { from: string; to: string } {
  const pairs = foldPairs();
  const marks = Array.from({ length: MARKS_LAST - MARKS_FIRST + 1 }, (_, i) => MARKS_FIRST + i);
  return {
    from: pairs.map(([from]) => from).join('') + String.fromCharCode(...marks),
    to: pairs.map(([, to]) => to).join(''),
  };
}

// Built on the first search, so that a page importing this file without searching pays nothing.
let folds: Map<string, string> | undefined;

/** The text as a search compares it: lower case, no diacritics. */
export function foldForSearch(text: string): string {
  folds ??= new Map(foldPairs());
  let out = '';
  for (const c of text.toLowerCase()) {
    const code = c.charCodeAt(0);
    if (code < 0x80) out += c;
    else if (code >= MARKS_FIRST && code <= MARKS_LAST) continue;
    else out += folds.get(c) ?? c;
  }
  return out;
}

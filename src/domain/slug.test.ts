import { expect, test } from 'vitest';
import { clampSlug, SLUG_BASE_MAX_LENGTH, SLUG_PATTERN, slugCandidate, slugify } from './slug.ts';

test.each([
  ['a Romanian title with a mark', 'Câștigătorii Etapei 15!', 'castigatorii-etapei-15'],
  ['comma-below letters', 'Țară și oraș', 'tara-si-oras'],
  ['cedilla letters', 'Ţară şi oraş', 'tara-si-oras'],
  ['uppercase Romanian letters', 'ĂÂÎȘŞȚŢ', 'aaisstt'],
  ['îndrăzneț', 'Îndrăzneț în etapa a 3-a', 'indraznet-in-etapa-a-3-a'],
  ['other diacritics', 'Café Müller à Paris', 'cafe-muller-a-paris'],
  ['multiple spaces', 'Etapa   15    premii', 'etapa-15-premii'],
  ['tabs and newlines', 'Etapa\t15\npremii', 'etapa-15-premii'],
  ['repeated hyphens', 'Etapa --- 15 -- premii', 'etapa-15-premii'],
  ['leading and trailing hyphens and spaces', '  - Anunț important! -  ', 'anunt-important'],
  ['punctuation', 'Premii: 100 RON, 50 RON & tricouri (oficiale).', 'premii-100-ron-50-ron-tricouri-oficiale'],
  ['underscores', 'etapa_15__premii', 'etapa-15-premii'],
  ['emoji', '🏆 Câștigători ⚽ Etapa 7 🎉', 'castigatori-etapa-7'],
  ['only emoji', '🏆⚽🎉', ''],
  ['only punctuation', '!!! ??? ...', ''],
  ['empty', '', ''],
  ['already a slug', 'castigatorii-etapei-15', 'castigatorii-etapei-15'],
  ['digits only', '2025', '2025'],
  ['ligatures', 'ﬁnala', 'finala'],
])('%s', (_, title, slug) => {
  expect(slugify(title)).toBe(slug);
});

test.each(['Câștigătorii Etapei 15!', '  --__ x __-- ', 'Ăăă___ ȘȘ   ---', 'a\u00a0b\u2003c', 'İstanbul Ölçü'])(
  'a non-empty slug always matches SLUG_PATTERN: %s',
  (title) => {
    const slug = slugify(title);
    expect(slug).not.toBe('');
    expect(slug).toMatch(SLUG_PATTERN);
  },
);

test('slugify is idempotent', () => {
  const once = slugify('Câștigătorii Etapei 15 — premii și surprize!');
  expect(slugify(once)).toBe(once);
});

test('clash candidates go base, base-2, base-3', () => {
  expect([1, 2, 3].map((n) => slugCandidate('anunt', n))).toEqual(['anunt', 'anunt-2', 'anunt-3']);
});

test('a long slug is cut to leave room for a suffix, without a trailing hyphen', () => {
  const long = slugify(`${'a'.repeat(189)} ${'b'.repeat(20)}`);
  expect(clampSlug(long)).toBe('a'.repeat(189));
  expect(clampSlug('x'.repeat(300))).toHaveLength(SLUG_BASE_MAX_LENGTH);
  expect(clampSlug('scurt')).toBe('scurt');
});

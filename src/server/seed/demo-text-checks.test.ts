import { expect, test } from 'vitest';
import { paths } from '../../domain/paths.ts';
import { bettingWords, clientRoutes } from './demo-text-checks.ts';

test('the word check itself catches betting words', () => {
  expect(bettingWords('<p><em>Pariază responsabil</em>: cotele la zi, în secțiunea <b>Bilete</b>.</p>')).toEqual([
    'pariază',
    'cotele',
    'bilete',
  ]);
  expect(bettingWords('Eu merg pe GG, mersi de pont')).toEqual(['gg', 'pont']);
  expect(bettingWords('Cotidianul scrie despre cornere și cartonașe')).toEqual([]);
});

test('the client routes are read from the one route list; a screen that does not exist matches none', () => {
  const routes = clientRoutes();
  expect(routes.some((r) => r.test(paths.roundStats))).toBe(true);
  expect(routes.some((r) => r.test('/bilete'))).toBe(false);
});

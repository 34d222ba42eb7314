import { readFileSync } from 'node:fs';
import { paths } from '../../domain/paths.ts';

// What the demo's texts are checked against: Prezice is a free prediction game, so no text speaks of bets, and a
// link inside the site goes to a screen the client has.

/** Words of betting, as stems (pariu, pariază, pariez, bilet, pont) or whole words (cotă, GG, miză). */
const BETTING_STEMS = ['pariu', 'pariaz', 'pariez', 'bilet', 'pont'];
const BETTING_WORDS = new Set(['cotă', 'cote', 'cota', 'cotele', 'cotelor', 'cotei', 'gg', 'miză', 'mize', 'miza']);

export function bettingWords(text: string): string[] {
  const words = text
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  return words.filter((w) => BETTING_WORDS.has(w) || BETTING_STEMS.some((stem) => w.startsWith(stem)));
}

/** The client's routes, read from its one route list: every `path: paths.…` entry, as a pattern. */
export function clientRoutes(): RegExp[] {
  const router = readFileSync(new URL('../../web/router.tsx', import.meta.url), 'utf8');
  const names = [...router.matchAll(/path: paths\.([\w.]+)/g)].map((m) => m[1]);
  const patterns = names.map((name) => {
    const value = name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], paths);
    if (typeof value !== 'string') throw new Error(`paths.${name} is not a path`);
    return value;
  });
  return patterns.map((p) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));
}

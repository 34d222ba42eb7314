// Counts in Romanian: '1 punct', '19 puncte', '20 de puncte', '101 puncte', '1.000 de puncte'.
// Every count the product shows goes through count(), on the server and in the client (kept tiny: it is
// in the public bundles).

import { LOCALE } from './limits.ts';

/** A counted noun: its singular (after 1) and its plural. */
export type NounForms = readonly [one: string, many: string];

export const nouns = {
  points: ['punct', 'puncte'],
  matches: ['meci', 'meciuri'],
  predictions: ['predicție', 'predicții'],
  comments: ['comentariu', 'comentarii'],
  likes: ['apreciere', 'aprecieri'],
  players: ['jucător', 'jucători'],
  days: ['zi', 'zile'],
  members: ['membru', 'membri'],
  fans: ['suporter', 'suporteri'],
  activeFans: ['suporter activ', 'suporteri activi'],
} as const satisfies Record<string, NounForms>;

const numbers = new Intl.NumberFormat(LOCALE);

/** 1.000, -2.500: the ro-RO way. */
export const formatNumber = (n: number): string => numbers.format(n);

/** 'de' goes before the noun when the number's last two digits are 00 or 20 to 99 (20, 100, 120; not 101, 119). */
export function takesDe(n: number): boolean {
  const whole = Math.abs(Math.trunc(n));
  const lastTwo = whole % 100;
  return whole >= 20 && (lastTwo === 0 || lastTwo >= 20);
}

/** What follows the number: 'punct', 'puncte' or 'de puncte'. */
export function countWords(n: number, [one, many]: NounForms): string {
  if (Math.abs(n) === 1) return one;
  return takesDe(n) ? `de ${many}` : many;
}

/** '1 punct', '40 de puncte', '-20 de puncte', '1.019 puncte'. */
export const count = (n: number, forms: NounForms): string => `${formatNumber(n)} ${countWords(n, forms)}`;

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

// Formatted by hand, as Intl.NumberFormat('ro-RO') writes it (numerals.test.ts holds the two equal): the first Intl
// object a page creates loads the locale's data, a tenth of a second on a slow phone's first screen. Intl stays for
// what this does not cover (infinities, NaN, exponents).
let intl: Intl.NumberFormat | undefined;

/** 1.000, -2.500, 0,5: the ro-RO way (dots between thousands, a comma before at most three decimals). */
export function formatNumber(n: number): string {
  const text = String(Math.abs(n));
  if (!Number.isFinite(n) || text.includes('e')) {
    intl ??= new Intl.NumberFormat(LOCALE);
    return intl.format(n);
  }
  let [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > 3) {
    // Half away from zero, on the decimal digits the number is written with.
    const up = fraction.charCodeAt(3) >= 53;
    fraction = fraction.slice(0, 3);
    if (up) {
      const digits = (BigInt(whole + fraction) + 1n).toString().padStart(4, '0');
      whole = digits.slice(0, -3);
      fraction = digits.slice(-3);
    }
  }
  fraction = fraction.replace(/0+$/, '');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${fraction ? `,${fraction}` : ''}`;
}

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

// The short texts that point to the public log of result corrections from other screens. Separate exports, so that
// each screen's bundle carries only its own (the footer's title sits in every public page).

/** The log page's title and the footer's link. */
export const correctionsTitle = 'Corecturi de rezultate';

/** The match card's link to the match's corrections. */
export const correctedMatchLink = {
  text: 'Rezultat corectat',
  label: (match: string) => `Rezultat corectat: vezi corecturile meciului ${match}`,
} as const;

/** The history's mark of a prediction whose points a correction changed. */
export const rescoredMark = {
  text: 'Recalculat',
  label: (match: string) =>
    `Recalculat: punctele s-au schimbat după corectarea rezultatului meciului ${match}. Vezi corectura.`,
} as const;

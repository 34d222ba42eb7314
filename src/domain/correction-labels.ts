// The short texts that point to the public log of result corrections from other screens (the match card, the
// player's history, the back office's match form). The log page's own texts are in its feature.

export const correctionLabels = {
  /** The page's title and the footer's link. */
  title: 'Corecturi de rezultate',
  /** The match card's link to the match's corrections. */
  matchLink: 'Rezultat corectat',
  matchLinkLabel: (match: string) => `Rezultat corectat: vezi corecturile meciului ${match}`,
  /** The history's mark of a prediction whose points a correction changed. */
  rescored: 'Recalculat',
  rescoredLabel: (match: string) =>
    `Recalculat: punctele s-au schimbat după corectarea rezultatului meciului ${match}. Vezi corectura.`,
  /** The back office's field, shown when an edit corrects a stored result. */
  reason: 'Motivul corectării',
  reasonHint:
    'Schimbi un rezultat deja salvat: predicțiile se recalculează, iar corectura apare public, cu acest motiv (3–500 de caractere).',
} as const;

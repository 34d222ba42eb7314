// Texts of the public announcement pages that the specification leaves to us (loaded by those pages only).
export const announcementPageMessages = {
  archiveDescription:
    'Anunțurile Prezice: promoții, concursuri, câștigătorii etapelor și noutățile jocului gratuit de predicții pentru Liga 1.',
  archiveKeywords: 'anunțuri, Prezice, Liga 1, concursuri, câștigători, premii, predicții',
  readMoreAbout: (title: string) => `Citește mai mult: ${title}`,
  backToAnnouncements: 'Înapoi la anunțuri',
  winnersHeading: (round: string) => `Câștigătorii rundei: ${round}`,
  place: (n: number) => `Locul ${n}`,
  /** '1 punct', '15 puncte', '120 de puncte'. */
  points: (n: number) => {
    const abs = Math.abs(n);
    if (abs === 1) return `${n} punct`;
    return `${n} ${abs >= 20 && (abs % 100 === 0 || abs % 100 >= 20) ? 'de ' : ''}puncte`;
  },
  prize: 'Premiu:',
  profileOf: (username: string) => `Profilul lui ${username}`,
} as const;

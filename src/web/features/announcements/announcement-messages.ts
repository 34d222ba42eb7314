import { count, nouns } from '../../../domain/numerals.ts';

// Texts of the public announcement pages that the specification leaves to us (loaded by those pages only).
export const announcementPageMessages = {
  archiveDescription:
    'Anunțurile Prezice: promoții, concursuri, câștigătorii etapelor și noutățile jocului gratuit de predicții pentru Liga 1.',
  archiveKeywords: 'anunțuri, Prezice, Liga 1, concursuri, câștigători, premii, predicții',
  readMoreAbout: (title: string) => `Citește mai mult: ${title}`,
  backToAnnouncements: 'Înapoi la anunțuri',
  winnersHeading: (round: string) => `Câștigătorii rundei: ${round}`,
  place: (n: number) => `Locul ${n}`,
  points: (n: number) => count(n, nouns.points),
  prize: 'Premiu:',
  profileOf: (username: string) => `Profilul lui ${username}`,
} as const;

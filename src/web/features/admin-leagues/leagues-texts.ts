import { count, nouns } from '../../../domain/numerals.ts';

// Texts of the back office's leagues screen: find a league, rename it or delete it (offensive names).
export const leaguesTexts = {
  intro: 'Caută ligile după nume sau după proprietar. Redenumește sau șterge ligile cu nume jignitoare.',
  search: 'Caută după nume sau proprietar',
  sort: 'Ordonează',
  sortNewest: 'Cele mai noi',
  sortName: 'Nume (A–Z)',
  sortMembers: 'Cei mai mulți membri',
  total: (n: number) => count(n, ['ligă', 'ligi']),
  tableCaption: 'Ligile private',
  colLeague: 'Liga',
  colCode: 'Cod',
  colOwner: 'Proprietar',
  colMembers: 'Membri',
  colCreated: 'Creată',
  colActions: 'Acțiuni',
  members: (n: number) => count(n, nouns.members),
  ownerProfile: (username: string) => `Profilul lui ${username}`,
  noDescription: 'Fără descriere',
  rename: 'Redenumește',
  delete: 'Șterge',
  editTitle: 'Redenumește liga',
  name: 'Numele ligii',
  description: 'Descriere',
  removeEmblem: 'Elimină emblema ligii',
  saved: 'Liga a fost redenumită.',
  deleted: 'Liga a fost ștearsă.',
  deleteTitle: 'Șterge liga',
  deleteConfirm: (name: string, members: number) =>
    `Sigur vrei să ștergi liga „${name}” (${count(members, nouns.members)})? ` +
    'Clasamentul ei dispare pentru toți membrii, iar acțiunea nu poate fi anulată.',
  empty: 'Nu există încă ligi private.',
  noMatch: 'Nicio ligă nu se potrivește căutării.',
  loadFailed: 'Eroare la încărcarea ligilor',
  renameFailed: 'Eroare la redenumirea ligii',
  deleteFailed: 'Eroare la ștergerea ligii',
} as const;

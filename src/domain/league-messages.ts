// Texts of private leagues: the server's refusals and, later, the league pages share this one spelling.

import { leagueNameMessages } from './league-rules.ts';
import { count, nouns } from './numerals.ts';

export const leagueMessages = {
  nameRequired: leagueNameMessages.required,
  nameTooShort: leagueNameMessages.tooShort,
  nameTooLong: leagueNameMessages.tooLong,
  descriptionTooLong: (max: number) => `Descrierea ligii poate avea cel mult ${count(max, ['caracter', 'caractere'])}.`,
  emblemInvalid: 'Emblema aleasă nu este validă.',
  emblemMissing: 'Imaginea nu a fost găsită.',
  emblemNotYours: 'Poți folosi doar imagini încărcate de tine.',
  emblemNotImage: 'Emblema trebuie să fie o imagine.',
  emblemTooLarge: 'Emblema poate avea cel mult 5 MB.',
  codeRequired: 'Introdu codul ligii.',
  codeNotFound: 'Nu există nicio ligă cu acest cod. Verifică invitația.',
  leagueNotFound: 'Liga nu a fost găsită.',
  notMember: 'Nu faci parte din această ligă.',
  ownerOnly: 'Doar proprietarul ligii poate face asta.',
  memberNotFound: 'Jucătorul nu face parte din această ligă.',
  cannotRemoveSelf: 'Nu te poți elimina singur din ligă. Folosește „Părăsește liga”.',
  alreadyOwner: 'Ești deja proprietarul acestei ligi.',
  newOwnerRequired: 'Alege noul proprietar.',
  playerLimit: (max: number) => `Poți face parte din cel mult ${count(max, ['ligă', 'ligi'])}.`,
  leagueFull: (max: number) => `Liga este plină: are deja ${count(max, nouns.members)}.`,
  adminEmblemRemoveOnly: 'Ca administrator poți doar să elimini emblema ligii, nu să pui alta.',
  // What a shared invite link shows in messaging apps: its Open Graph description and its card's texts.
  shareDescription: (owner: string, members: number) =>
    `Liga privată a lui ${owner}: ${count(members, nouns.members)}. Intră și prezice meciurile din Liga 1 cu prietenii.`,
  cardKicker: 'LIGĂ PRIVATĂ',
  cardOwner: (owner: string) => `creată de ${owner}`,
  cardCall: 'Intră în ligă și prezice Liga 1 cu prietenii',
  cardAlt: (name: string, members: number) => `${name}, ligă privată: ${count(members, nouns.members)}`,
} as const;

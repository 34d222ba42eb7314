import { count, formatNumber, nouns } from '../../../domain/numerals.ts';

// Texts of the league pages (the server's refusals are in src/domain/league-messages.ts).

export const leaguesMessages = {
  title: 'Ligile mele',
  description: 'Ligi private cu prietenii: creează o ligă, invită-i cu un link și vedeți cine prezice mai bine.',
  mineEmpty: 'Nu faci parte încă din nicio ligă. Creează una sau intră cu un cod de invitație.',
  mineFailed: 'Ligile tale nu au putut fi încărcate.',
  members: (n: number) => count(n, nouns.members),
  myPlace: (rank: number | null) => (rank === null ? 'Fără loc încă' : `Locul tău: ${rank}`),
  createTitle: 'Creează o ligă',
  nameLabel: 'Numele ligii',
  nameHint: 'Între 3 și 40 de caractere.',
  descriptionLabel: 'Descriere (opțional)',
  createSubmit: 'Creează liga',
  createFailed: 'Liga nu a putut fi creată.',
  joinTitle: 'Intră într-o ligă',
  codeLabel: 'Codul de invitație',
  joinSubmit: 'Intră în ligă',
  joinFailed: 'Nu ai putut intra în ligă.',
  previewTitle: 'Invitație într-o ligă',
  previewFailed: 'Invitația nu a putut fi încărcată.',
  owner: (name: string) => `Creată de ${name}`,
  topTitle: 'Primii 3',
  points: (n: number) => count(n, nouns.points),
  loginToJoin: 'Intră în cont ca să te alături ligii.',
  leagueFailed: 'Liga nu a putut fi încărcată.',
  inviteTitle: 'Invită prieteni',
  inviteLabel: 'Linkul de invitație',
  copyLink: 'Copiază linkul',
  copied: 'Linkul a fost copiat.',
  standingsTitle: 'Clasamentul ligii',
  backToLeagues: 'Înapoi la ligile mele',
  // The league page's activity line, form, emblem and the owner's tools.
  activity: (predicted: number, members: number, round: string) => {
    if (members === 1)
      return `Singurul membru ${predicted > 0 ? 'a făcut predicții' : 'nu a făcut încă predicții'} pentru ${round}.`;
    if (predicted === 0) return `Niciun membru nu a făcut încă predicții pentru ${round}.`;
    if (predicted === members) return `Toți cei ${count(members, nouns.members)} au făcut predicții pentru ${round}.`;
    const did = predicted === 1 ? 'a făcut predicții' : 'au făcut predicții';
    return `${formatNumber(predicted)} din ${count(members, nouns.members)} ${did} pentru ${round}.`;
  },
  formTitle: 'Forma',
  formHint: (rounds: number) =>
    `Forma: punctele din ${rounds === 1 ? 'ultima etapă' : `ultimele ${count(rounds, roundForms)}`}, cea mai recentă la dreapta.`,
  formRound: (round: string, points: number) => `${round}: ${count(points, nouns.points)}`,
  formOf: (rounds: string) => `Forma: ${rounds}.`,
  emblemAlt: (name: string) => `Emblema ligii ${name}`,
  // A visitor's way in from an invite.
  visitorLogin: 'Intră în cont',
  visitorRegister: 'Creează cont',
  visitorHint: 'Nu ai cont? Îți faci unul în două minute și revii direct aici.',
} as const;

/** The counted noun of the form's rounds. */
const roundForms = ['etapă', 'etape'] as const;

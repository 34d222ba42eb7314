import { commonMessages } from '../../../domain/messages.ts';
import { count, nouns } from '../../../domain/numerals.ts';
import { isApiError } from '../../api.ts';

// Texts of the users screen that the specification leaves to us.
export const usersTexts = {
  add: 'Adaugă Utilizator',
  addTitle: 'Adaugă Utilizator',
  editTitle: 'Editează Utilizatorul',
  search: 'Caută după nume sau e-mail',
  noMatch: 'Niciun utilizator nu corespunde căutării.',
  empty: 'Nu există utilizatori.',
  tableCaption: 'Utilizatorii înregistrați',
  colUser: 'Utilizator',
  colEmail: 'Email',
  colSocial: 'Rețele sociale',
  colPoints: 'Puncte',
  colRole: 'Rol',
  colActions: 'Acțiuni',
  id: 'ID',
  total: 'Total',
  round: 'Etapă',
  noSocial: 'Niciunul',
  noPhone: 'Fără telefon',
  favTeam: 'Echipa favorită',
  noFavTeam: 'Nicio echipă favorită',
  predictor: 'Predictor',
  admin: 'Administrator',
  edit: 'Editează',
  adjust: 'Ajustare puncte',
  delete: 'Șterge',
  username: 'Username',
  email: 'Email',
  password: 'Parolă',
  passwordKeep: 'Lasă gol pentru a păstra parola actuală',
  passwordNew: 'Cel puțin 8 caractere. Datele de autentificare sunt trimise utilizatorului pe email.',
  phone: 'Telefon',
  phoneCountry: 'Țara',
  phoneNumber: 'Număr de telefon',
  phoneHint: 'Numărul fără prefixul țării, de exemplu 0722 123 456.',
  youtube: 'Link YouTube',
  instagram: 'Link Instagram',
  socialHint: 'Opțional: un link http:// sau https://.',
  avatar: 'Avatar',
  avatarHint: 'Opțional: o imagine de cel mult 5 MB.',
  avatarNotImage: 'Te rugăm să selectezi o imagine.',
  avatarTooLarge: 'Fișierul este prea mare. Dimensiunea maximă este de 5MB.',
  avatarPreview: 'Previzualizare avatar',
  noAvatar: 'Fără avatar',
  removeAvatar: 'Elimină avatarul',
  keepAvatar: 'Păstrează avatarul',
  role: 'Rol',
  teamsLoading: 'Se încarcă echipele...',
  save: 'Salvează',
  cancel: 'Anulează',
  close: 'Închide',
  saved: 'Utilizatorul a fost salvat.',
  deleted: 'Utilizatorul a fost șters.',
  deleteTitle: 'Șterge utilizatorul',
  deleteConfirm: (name: string) =>
    `Sigur vrei să ștergi utilizatorul „${name}”? Vor fi șterse și predicțiile, postările, comentariile și aprecierile lui.`,
  adjustTitle: (name: string) => `Ajustare puncte: ${name}`,
  adjustPoints: 'Puncte (pozitiv sau negativ)',
  adjustPointsHint: 'Un număr întreg diferit de zero, de exemplu 50 sau -20.',
  adjustReason: 'Motiv',
  adjustReasonHint: 'Între 3 și 200 de caractere; apare în istoricul jucătorului.',
  adjustPointsError: 'Punctele ajustării sunt un număr întreg diferit de zero.',
  adjustReasonError: 'Motivul ajustării este obligatoriu (3-200 de caractere).',
  adjustFailed: 'Eroare la ajustarea punctelor',
  adjustDone: 'Punctele au fost ajustate.',
  currentTotals: (points: number, current: number) =>
    `Acum: ${count(points, nouns.points)} în total, ${count(current, nouns.points)} în etapa curentă.`,
  newTotal: 'Total nou',
  newRound: 'Etapa curentă',
  youtubeOf: (name: string) => `YouTube: ${name}`,
  instagramOf: (name: string) => `Instagram: ${name}`,
} as const;

/** The catalogue's message, followed by the server's own when it has one (e.g. the e-mail is taken). */
export function failureText(catalogue: string, error: unknown): string {
  if (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.message &&
    error.message !== commonMessages.genericError
  ) {
    return `${catalogue}. ${error.message}`;
  }
  return catalogue;
}

import { commonMessages } from '../../../domain/messages.ts';
import { isApiError } from '../../api.ts';

// Texts of the teams screen that the specification leaves to us.
export const teamsTexts = {
  editTitle: 'Editează Echipa',
  name: 'Numele echipei',
  emblem: 'Emblemă',
  emblemHint: 'Opțional: o imagine de cel mult 5 MB.',
  emblemNotImage: 'Te rugăm să selectezi o imagine.',
  emblemTooLarge: 'Fișierul este prea mare. Dimensiunea maximă este de 5MB.',
  removeEmblem: 'Elimină emblema',
  keepEmblem: 'Păstrează emblema',
  preview: 'Previzualizare emblemă',
  noEmblem: 'Fără emblemă',
  save: 'Salvează',
  cancel: 'Anulează',
  edit: 'Editează',
  delete: 'Șterge',
  deleteTitle: 'Șterge echipa',
  deleteConfirm: (name: string) => `Sigur vrei să ștergi echipa „${name}”? Acțiunea nu poate fi anulată.`,
  empty: 'Nu există echipe.',
  id: 'ID',
  saved: 'Echipa a fost salvată.',
  deleted: 'Echipa a fost ștearsă.',
} as const;

/** The catalogue's message, followed by the server's own when it has one (e.g. a team in use). */
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

// Texts of the announcements screen that the specification leaves to us (the catalogue's own texts
// are in domain/messages.ts).

export const announcementTexts = {
  /** The list's load failure; domain/messages.ts has only the public page's text, with a dot. */
  loadFailed: 'Eroare la încărcarea anunțurilor',
  add: 'Adaugă Anunț',
  addTitle: 'Adaugă anunț',
  editTitle: 'Editează anunțul',
  edit: 'Editează',
  delete: 'Șterge',
  deleteTitle: 'Șterge anunțul',
  deleteConfirm: (title: string) => `Sigur vrei să ștergi anunțul „${title}”? Acțiunea nu poate fi anulată.`,
  titleLabel: 'Titlu',
  slugLabel: 'Slug',
  slugHint: 'Se completează din titlu; îl poți modifica.',
  roundLabel: 'Etapă (opțional)',
  noRound: 'Fără etapă',
  contentLabel: 'Conținut',
  save: 'Salvează',
  createdAt: 'Creat la',
  id: 'ID',
} as const;

export const editorTexts = {
  toolbar: 'Formatare text',
  heading: (level: number) => `Titlu ${level}`,
  bold: 'Îngroșat',
  italic: 'Cursiv',
  strike: 'Tăiat',
  underline: 'Subliniat',
  bulletList: 'Listă cu puncte',
  orderedList: 'Listă numerotată',
  link: 'Adaugă link',
  unlink: 'Elimină linkul',
  undo: 'Anulează ultima modificare',
  redo: 'Refă modificarea',
  linkPrompt: 'Adresa linkului (URL):',
  linkRefused: 'Link nepermis. Folosește http, https, ftp, ftps, mailto, tel, callto, sms, cid sau xmpp.',
  loading: 'Se încarcă editorul...',
} as const;

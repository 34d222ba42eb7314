import { count, nouns } from '../../../domain/numerals.ts';

// Texts of the moderation screen that the specification leaves to us (its own are in domain/messages.ts).

export const postTexts = {
  /** The button's label, in English, letter for letter. */
  loadMore: 'Load More',
  approve: 'Aprobă',
  delete: 'Șterge',
  deleteTitle: 'Șterge postarea',
  deleteConfirm: 'Sigur vrei să ștergi această postare? Se șterg și comentariile, aprecierile și fișierul ei.',
  noAvatar: 'N/A',
  noPosts: 'Nu există postări de afișat.',
  pending: 'În așteptare',
  approved: 'Aprobată',
  likes: (n: number) => count(n, nouns.likes),
  noComments: 'Niciun comentariu.',
  media: 'Fișierul postării',
} as const;

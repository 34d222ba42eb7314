// Every user-facing text of the specification, letter for letter (ș and ț with a comma below).
// Server, client and tests import these names, so there is one spelling.

import { UPLOAD_MAX_BYTES } from './limits.ts';

export const nav = {
  matches: 'Prezice Meciuri',
  dailySlips: 'Biletul Zilei',
  roundStats: 'Statisticile Etapei',
  leaderboard: 'Clasament',
  community: 'Câștiguri comunitate',
  communityMobile: 'Postări comunitate',
  rules: 'Regulament',
  announcements: 'Anunțuri',
  profile: 'Profil',
  login: 'Login',
  roundSlip: 'Biletul Etapei',
  /** A player's private leagues (the header names them here, so the league pages' texts stay out of every page). */
  leagues: 'Ligi',
} as const;

export const authMessages = {
  loginFailed: 'Autentificare eșuată. Verifică datele introduse.',
  noAccount: 'Nu ai cont? Crează-ți unul!',
  adminForbidden: 'Acces interzis. Doar administratorii pot accesa acest panou.',
  invalidCredentials: 'Invalid identifier or password',
  phoneNotVerified: 'Trebuie să îți verifici numărul de telefon pentru a participa.',
  registrationFailed: 'Înregistrare eșuată. Încearcă din nou.',
  smsInvalid: 'Cod de verificare invalid!',
  usernameCheckError: 'Error checking username',
  usernameTaken: 'Username-ul este deja folosit',
  usernameChars: 'Username-ul poate conține doar litere, cifre, - și _',
  requiredFields: 'Te rugăm să completezi toate câmpurile obligatorii',
  invalidEmail: 'Te rugăm să introduci o adresă de email validă',
  passwordLength: 'Parola trebuie să aibă cel puțin 8 caractere',
  passwordsMismatch: 'Parolele nu coincid',
  favTeamRequired: 'Te rugăm să selectezi echipa favorită',
  robotRequired: 'Te rugăm să confirmi că nu ești robot',
  termsRequired: 'Trebuie să accepți Termenii și Condițiile pentru a continua',
  verifyPhoneTitle: 'Verifică Numărul de Telefon',
  verificationCode: 'Cod de Verificare',
  verifyCode: 'Verifică Codul',
} as const;

export const gameMessages = {
  deadlinePassed: 'Termen limită depășit',
  noMatches: 'Nu există meciuri disponibile',
  matchesLoadFailed: 'Nu s-au putut prelua meciurile.',
  allPredictionsDone: 'Toate predicțiile completate',
  completePredictions: 'Completează predicțiile',
  scoreLabel: 'Scor Corect',
  cardsLabel: 'Cartonașe 1X2',
  cornersLabel: 'Cornere 1X2',
  yourPrediction: 'Predicția ta:',
  atLeastOne: 'Trebuie să faci cel puțin o predicție!',
  saved: 'Predicțiile au fost salvate cu succes!',
  predictLoadFailed: 'Eroare la încărcarea datelor.',
  saveFailed: 'Eroare la salvarea predicțiilor.',
  leaderboardFailed: 'Eroare la preluarea clasamentului.',
  roundTab: 'Etapă',
  totalTab: 'Total',
  matchNotFound: 'Match not found',
  userNotFound: 'User not found',
  matchNotFinal: 'Meci nefinalizat',
  noRoundPredictions: 'Nicio predicție pentru etapa curentă.',
  profileLoadFailed: 'Nu s-au putut prelua datele profilului.',
  avatarUploadFailed: 'Nu s-a putut încărca imaginea. Te rugăm să încerci din nou.',
  avatarTooLarge: 'Fișierul este prea mare. Dimensiunea maximă este de 5MB.',
  avatarNotImage: 'Te rugăm să selectezi o imagine.',
  uploadBadResponse: 'File upload failed: unexpected response format',
  statsTitle: 'Statistici Comunitate',
  statsEmpty: 'Nu există statistici disponibile',
  statsLoadFailed: 'Nu s-au putut încărca statisticile',
  predictedRight: '✓ Prezis Corect',
  predictedWrong: '✗ Prezis Greșit',
} as const;

export const contentMessages = {
  noSlip: 'Niciun bilet disponibil',
  roundSlipFailed: 'Nu s-a putut încărca biletul pentru etapa curentă',
  slipPending: 'Bilet Nefinalizat',
  slipWon: 'Bilet Câștigător',
  slipLost: 'Bilet Pierdut',
  dailySlipsTitle: 'Biletul Zilei',
  premiumSlips: 'Bilete Premium',
  expertChecked: 'Verificate de experții noștri',
  previous: 'Anterior',
  next: 'Următor',
  seeRoundSlip: 'Vezi și biletul etapei',
  dailySlipsFailed: 'Nu s-au putut încărca biletele zilnice',
  archiveTitle: 'Arhivă Anunțuri',
  announcementsHeading: 'Anunțuri',
  announcementsIntro: 'Aici găsiți toate anunțurile importante legate de promoții, concursuri și actualizări.',
  publishedAt: 'Publicat la:',
  readMore: 'Citește mai mult',
  roundWinnersNote: 'Conține informații despre câștigătorii rundei:',
  loading: 'Se încarcă...',
  noAnnouncements: 'Nu există anunțuri disponibile momentan.',
  announcementsFailed: 'Eroare la încărcarea anunțurilor.',
  announcementNotFound: 'Anunțul nu a fost găsit.',
  announcementFailed: 'Eroare la încărcarea anunțului.',
  loadMore: 'Încarcă mai multe',
  postCreated: 'Postarea a fost creată cu succes și așteaptă aprobare de la administratori.',
  waitForUpload: 'Vă rugăm să așteptați până se încarcă fișierul.',
  postTooLarge: 'Fișierul este prea mare. Limita maximă este de 10.0 MB.',
  mustLoginToPost: 'Trebuie să fii autentificat pentru a posta!',
  mustLoginToComment: 'Trebuie să fii autentificat pentru a comenta!',
  feedFailed: 'Nu s-au putut încărca postările.',
  likeFailed: 'Nu s-a putut procesa aprecierea.',
  postFailed: 'Nu s-a putut crea postarea.',
  postFormFailed: 'A apărut o eroare la trimiterea postării. Vă rugăm să încercați din nou.',
  commentFailed: 'Nu s-a putut adăuga comentariul.',
} as const;

/** A 413 that arrives without our envelope (from a proxy in front): the client's own words. */
export const tooLargeAny = 'Cererea sau fișierul trimis este prea mare.';

/**
 * The API's 413 answers, each naming what was too large; the client shows them, and uses `any` for a 413 that
 * arrives without our envelope (from a proxy in front).
 */
export const tooLargeMessages = {
  file: `Fișierul este prea mare. Limita maximă este de ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
  body: 'Cererea este prea mare. Trimite mai puține date deodată.',
  parts: 'Cererea are prea multe fișiere sau câmpuri. Trimite un singur fișier deodată.',
  any: tooLargeAny,
} as const;

export const commonMessages = {
  notFoundTitle: 'Pagina nu a fost găsită',
  notFoundText: 'Pagina pe care o cauți nu există sau a fost mutată.',
  backHome: 'Înapoi la pagina principală',
  free: 'Prezice este un joc gratuit. Nu este un joc de noroc și nici un serviciu de pariuri.',
  genericError: 'A apărut o eroare. Încearcă din nou.',
} as const;

// Texts of the web shell that the specification leaves to us (labels, page titles).
export const webMessages = {
  skipToContent: 'Sari la conținut',
  menu: 'Meniu',
  mainNavigation: 'Navigare principală',
  footerNavigation: 'Linkuri rapide',
  logout: 'Ieșire',
  identifierLabel: 'Email sau username',
  passwordLabel: 'Parolă',
  loginTitle: 'Autentificare',
  loginSubmit: 'Autentificare',
  adminLoginTitle: 'Autentificare administrator',
  rulesTitle: 'Regulament oficial',
  termsTitle: 'Termeni și Condiții',
  privacyTitle: 'Confidențialitate',
  follow: 'Urmărește-ne',
  contact: 'Contact',
  responsibleGaming:
    'Jocurile de noroc sunt interzise minorilor și pot crea dependență. Joacă responsabil și informează-te despre riscurile pariurilor.',
  reload: 'Reîncarcă pagina',
} as const;

// Texts of the matches list and the prediction form that the specification leaves to us.
export const predictMessages = {
  matchesTitle: 'Prezice Meciuri',
  matchesDescription:
    'Meciurile etapei curente din Liga 1: fă-ți predicțiile la scor, cartonașe și cornere înainte de termenul limită.',
  predictTitle: 'Predicții',
  predictDescription: 'Fă-ți predicțiile pentru acest meci din Liga 1: scor corect, cartonașe și cornere.',
  deadline: 'Termen limită:',
  kickoff: 'Începe la:',
  missing: 'Lipsesc:',
  backToMatches: 'Înapoi la meciuri',
  home: 'Gazde',
  away: 'Oaspeți',
  timeLeft: 'Timp rămas pentru predicții:',
  goalsInvalid: 'Introdu un număr întreg între 0 și 99.',
  cardsHint: 'Cine primește mai multe cartonașe? 1 = gazdele, X = egal, 2 = oaspeții.',
  cornersHint: 'Cine are mai multe cornere? 1 = gazdele, X = egal, 2 = oaspeții.',
  scoreHint: 'Scorul se trimite doar dacă ai completat ambele câmpuri.',
  save: 'Salvează predicțiile',
  duplicate: 'Ai făcut deja această predicție.',
  verifyPhone: 'Verifică numărul de telefon',
  allDoneHere: 'Ai completat toate predicțiile pentru acest meci.',
  currentRound: 'Etapa curentă',
} as const;

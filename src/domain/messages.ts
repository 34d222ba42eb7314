// Every user-facing text of the specification, letter for letter (ș and ț with a comma below).
// Server, client and tests import these names, so there is one spelling.

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
  follow: 'Urmărește-ne',
  contact: 'Contact',
  responsibleGaming:
    'Jocurile de noroc sunt interzise minorilor și pot crea dependență. Joacă responsabil și informează-te despre riscurile pariurilor.',
  reload: 'Reîncarcă pagina',
} as const;

// Texts of the leaderboard, profile and statistics screens that the specification leaves to us.
export const standingsMessages = {
  title: 'Clasament',
  description: 'Clasamentul jucătorilor Prezice: punctele din etapa curentă și totalul sezonului din Liga 1.',
  rankingBy: 'Tipul clasamentului',
  legendShow: 'Arată legenda',
  legendHide: 'Ascunde legenda',
  legendTitle: 'Legendă',
  legendMedals:
    'Primele trei locuri primesc medalii: aur, argint și bronz. La egalitate de puncte, jucătorii împart locul și medalia.',
  exactScore: 'scor exact',
  oneTeamGoals: 'golurile unei echipe',
  cards: 'cartonașe',
  corners: 'cornere',
  favouriteWin: 'echipa favorită câștigă',
  myPosition: 'Poziția mea',
  you: 'Tu',
  rank: 'Loc',
  player: 'Jucător',
  points: 'Puncte',
  roundPoints: 'Etapă',
  totalPoints: 'Total',
  pts: 'pct',
  empty: 'Nu există încă jucători în clasament.',
  pagination: 'Paginare clasament',
  previous: 'Anterior',
  next: 'Următor',
  page: 'Pagina',
  pageOf: (page: number, count: number) => `Pagina ${page} din ${count}`,
  medalGold: 'Medalie de aur',
  medalSilver: 'Medalie de argint',
  medalBronze: 'Medalie de bronz',
  favouriteTeam: 'Echipa favorită',
} as const;

export const profileMessages = {
  title: 'Profil',
  description: 'Profilul jucătorului Prezice: punctele, clasamentul și istoricul predicțiilor.',
  backToLeaderboard: 'Înapoi la clasament',
  favouriteTeam: 'Echipa favorită',
  noFavouriteTeam: 'Nicio echipă favorită',
  totalPoints: 'Puncte totale',
  roundPoints: 'Puncte etapă',
  totalRank: 'Loc general',
  roundRank: 'Loc în etapă',
  history: 'Istoricul predicțiilor',
  noHistory: 'Nicio predicție încă.',
  currentRound: 'Etapa curentă',
  noRound: 'Fără etapă',
  points: 'Puncte',
  pick: 'Predicție',
  result: 'Rezultat',
  bonus: 'Bonus echipa favorită',
  adjustment: 'Ajustare',
  chartTitle: 'Puncte pe etape',
  chartEmpty: 'Nu există încă puncte pe etape.',
  chartSummary: (parts: string[]) => `Puncte pe etape: ${parts.join(', ')}`,
  avatarTitle: 'Schimbă avatarul',
  avatarLabel: 'Alege o imagine',
  avatarHint: 'Imagine de cel mult 5MB.',
  avatarSave: 'Salvează',
  avatarSaved: 'Avatarul a fost actualizat.',
  uploading: 'Se încarcă imaginea',
  avatarOf: (username: string) => `Avatarul lui ${username}`,
  account: 'Cont',
  email: 'Email',
  phone: 'Telefon',
} as const;

export const statsMessages = {
  description:
    'Statisticile comunității Prezice pentru meciurile etapei curente din Liga 1: procentele predicțiilor la scor, cartonașe și cornere.',
  noMatches: 'Nu există meciuri în etapa curentă.',
  score: 'Scor',
  cards: 'Cartonașe',
  corners: 'Cornere',
  predictions: (n: number) =>
    n === 1 ? '1 predicție' : n >= 20 && (n % 100 === 0 || n % 100 >= 20) ? `${n} de predicții` : `${n} predicții`,
  outcome: { '1': '1 (gazde)', X: 'X (egal)', '2': '2 (oaspeți)' },
  actual: 'Rezultat final',
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

/** Romanian plurals take 'de' from 20 on (20, 101 → '101 aprecieri', 120 → '120 de aprecieri'). */
const roPluralDe = (n: number) => (n >= 20 && (n % 100 === 0 || n % 100 >= 20) ? 'de ' : '');

// Texts of the community feed page that the specification leaves to us.
export const communityPageMessages = {
  title: 'Câștiguri comunitate',
  description:
    'Postările comunității Prezice: câștiguri, bilete și impresii de la meciurile din Liga 1. Apreciază și comentează.',
  intro: 'Împărtășește-ți câștigurile și impresiile cu ceilalți jucători.',
  composerTitle: 'Postare nouă',
  composerPlaceholder: 'Scrie o postare…',
  textLabel: 'Textul postării',
  fileLabel: 'Imagine sau video (opțional)',
  fileHint: 'Imagine sau video mp4, webm, ogg, mov; cel mult 10 MB.',
  chooseFile: 'Alege fișierul',
  noFile: 'Niciun fișier ales',
  uploading: 'Se încarcă fișierul',
  uploaded: 'Fișierul a fost încărcat.',
  uploadFailed: 'Fișierul nu a putut fi încărcat.',
  removeFile: 'Elimină fișierul',
  continueWithoutFile: 'Fișierul nu a putut fi încărcat. Continui fără fișier?',
  publish: 'Publică',
  login: 'Autentifică-te',
  verifyPhone: 'Verifică numărul de telefon',
  pending: 'Așteaptă aprobare',
  likes: (n: number) => (n === 1 ? '1 apreciere' : `${n} ${roPluralDe(n)}aprecieri`),
  like: 'Apreciază',
  comments: 'Comentarii',
  commentCount: (n: number) => (n === 1 ? '1 comentariu' : `${n} ${roPluralDe(n)}comentarii`),
  allComments: (n: number) => `Vezi toate comentariile (${n})`,
  noComments: 'Niciun comentariu încă.',
  commentLabel: 'Scrie un comentariu',
  commentPlaceholder: 'Scrie un comentariu…',
  commentSend: 'Trimite',
  close: 'Închide',
  empty: 'Nu există încă postări. Fii primul care postează!',
  imageAlt: (username: string) => `Imagine postată de ${username}`,
  videoLabel: (username: string) => `Video postat de ${username}`,
  postBy: (username: string) => `Postare de ${username}`,
  commentsOf: (username: string) => `Comentariile postării lui ${username}`,
  unknownUser: 'Utilizator șters',
} as const;

// Texts of the public announcement pages that the specification leaves to us.
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

// Texts of the round slip and daily slips pages that the specification leaves to us.
export const slipPageMessages = {
  roundSlipDescription:
    'Biletul etapei curente din Liga 1: pronosticurile alese de echipa Prezice, cu cotele și cota totală.',
  dailySlipsDescription: 'Biletele zilnice Prezice: pronosticuri verificate de experți, cu cote și rezultate.',
  expectedResult: 'Pronostic',
  odd: 'Cotă',
  totalOdds: 'Cotă totală',
  kickoff: 'Începe la:',
  slipOf: (date: string) => `Biletul din ${date}`,
  pickPending: 'Nefinalizat',
  pickWon: 'Câștigat',
  pickLost: 'Pierdut',
  pagination: 'Paginare bilete',
  pageOf: (page: number, count: number) => `Pagina ${page} din ${count}`,
  picks: 'Pronosticuri',
} as const;

// The landing page's live figures (GET /api/site-stats).
export const siteStatsMessages = {
  title: 'Jocul în cifre',
  players: 'jucători',
  predictionsThisRound: 'predicții în etapa curentă',
  nextDeadline: 'Următorul termen limită:',
  noDeadline: 'Niciun termen limită programat',
} as const;

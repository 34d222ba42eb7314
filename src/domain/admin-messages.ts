// Texts of the back office, apart from the player's texts so that they never ride in a public page's bundle.

export const adminMessages = {
  addTeam: 'Adaugă Echipă',
  onlyUnscored: 'Arată doar meciuri fără scor',
  allMatches: 'Arată toate meciurile',
  currentRound: 'Etapă Curentă',
  setCurrentRound: 'Setează ca etapă curentă',
  slipExists: '(Bilet existent)',
  duplicateRoundSlip: 'Există deja un bilet pentru această etapă',
  alreadySelected: '(Deja selectat)',
  matchStarted: '(Meci început)',
  noAnnouncements: 'Nu există anunțuri',
  containsResults: 'Conține rezultatele pentru:',
  pendingPostsTitle: 'Postări comunitate de aprobat',
  allPostsTitle: 'Toate postările din comunitate',
  showAllPosts: 'Vezi toate postările',
  showPendingPosts: 'Vezi doar postările de aprobat',
  anonymous: 'Anonim',
  noText: 'Fără text',
  comments: 'Comentarii:',
  teamsLoadFailed: 'Eroare la încărcarea echipelor',
  teamUpdateFailed: 'Eroare la actualizarea echipei',
  teamCreateFailed: 'Eroare la crearea echipei',
  teamDeleteFailed: 'Eroare la ștergerea echipei',
  dataLoadFailed: 'Eroare la încărcarea datelor',
  matchUpdateFailed: 'Eroare la actualizarea meciului',
  matchCreateFailed: 'Eroare la crearea meciului',
  matchDeleteFailed: 'Eroare la ștergerea meciului',
  userUpdateFailed: 'Eroare la actualizarea utilizatorului',
  userCreateFailed: 'Eroare la crearea utilizatorului',
  userDeleteFailed: 'Eroare la ștergerea utilizatorului',
  roundsLoadFailed: 'Eroare la încărcarea etapelor',
  roundUpdateFailed: 'Eroare la actualizarea etapei',
  roundCreateFailed: 'Eroare la crearea etapei',
  roundDeleteFailed: 'Eroare la ștergerea etapei',
  slipCreateFailed: 'Eroare la crearea biletului',
  slipUpdateFailed: 'Eroare la actualizarea biletului',
  slipDeleteFailed: 'Eroare la ștergerea biletului',
  statusUpdateFailed: 'Eroare la actualizarea statusului',
  announcementUpdateFailed: 'Eroare la actualizarea anunțului',
  announcementCreateFailed: 'Eroare la crearea anunțului',
  announcementDeleteFailed: 'Eroare la ștergerea anunțului',
  postsLoadFailed: 'Eroare la încărcarea postărilor',
  approveFailed: 'Eroare la aprobarea anunțului.',
  postDeleteFailed: 'Eroare la ștergerea postării.',
} as const;

/** Each section's name: its link in the sidebar and the title of its page are the same words. */
export const adminNav = {
  dashboard: 'Panou de control',
  users: 'Utilizatori',
  teams: 'Echipe',
  rounds: 'Etape',
  matches: 'Meciuri',
  roundSlip: 'Bilete de Pariuri',
  dailySlip: 'Bilete zilnice',
  announcements: 'Anunțuri',
  communityPosts: 'Postări comunitate',
  leagues: 'Ligi',
  csv: 'Import / export CSV',
  resultsImport: 'Import rezultate',
  settings: 'Setări',
  panelName: 'Administrare',
  settingsPlaceholder: 'Setările vor fi disponibile în curând.',
  navigation: 'Navigare administrare',
} as const;

/** Asked before another round becomes current, or before the current round stops being current. */
export const currentRoundTexts = {
  switchTitle: 'Schimbi etapa curentă?',
  switchMessage: (oldName: string, newName: string) =>
    `„${oldName}” nu va mai fi etapa curentă, iar „${newName}” devine etapa curentă. ` +
    `Punctele de etapă ale fiecărui jucător se calculează din nou din meciurile etapei „${newName}”: ` +
    `pentru o etapă fără rezultate, pornesc de la 0. Meciurile etapei „${oldName}” nu mai primesc predicții.`,
  switchConfirm: 'Schimbă etapa curentă',
  clearTitle: 'Rămâi fără etapă curentă?',
  clearMessage: (name: string) =>
    `„${name}” nu va mai fi etapa curentă și nu va exista nicio etapă curentă. ` +
    'Punctele de etapă ale tuturor jucătorilor devin 0, iar niciun meci nu mai primește predicții ' +
    'până când alegi o altă etapă curentă.',
  clearConfirm: 'Scoate etapa curentă',
} as const;

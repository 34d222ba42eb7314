import { DELETE_CONFIRM_WORD, DELETION_GRACE_DAYS, EXPORT_TTL_HOURS } from '../../../domain/gdpr.ts';
import { count, nouns } from '../../../domain/numerals.ts';

/** 7 zile */
const grace = count(DELETION_GRACE_DAYS, nouns.days);

export const yourDataMessages = {
  title: 'Datele tale',
  intro: 'Poți descărca tot ce păstrăm despre tine sau îți poți șterge contul.',
  privacyLink: 'Ce date păstrăm și cât timp',
  exportTitle: 'Descarcă datele tale',
  exportIntro: `O arhivă ZIP cu toate datele contului (predicții, puncte, postări, comentarii, ligi, mementouri) și fișierele încărcate. Linkul funcționează ${EXPORT_TTL_HOURS} de ore.`,
  exportButton: 'Descarcă datele mele',
  exportAgain: 'Cere o arhivă nouă',
  preparing: 'Arhiva se pregătește. Pagina se actualizează singură.',
  ready: (until: string) => `Arhiva este gata. Linkul funcționează până pe ${until}.`,
  downloadArchive: 'Descarcă arhiva (ZIP)',
  expired: 'Linkul arhivei a expirat. Poți cere o arhivă nouă.',
  failed: 'Arhiva nu a putut fi pregătită. Încearcă din nou.',
  deleteTitle: 'Șterge contul',
  deleteIntro: `Contul tău este deconectat și intră într-o perioadă de ${grace}: dacă intri din nou în cont în acest timp, ștergerea se anulează. După ${grace} ștergem definitiv datele contului, postările, comentariile, aprecierile, fișierele și apartenența la ligi (o ligă pe care o deții trece la cel mai vechi membru sau se închide dacă ești singur în ea).`,
  deleteKept:
    'Predicțiile meciurilor jucate și punctele tale rămân în clasamente sub numele „jucător șters”, ca locul celorlalți jucători să nu se schimbe; predicțiile meciurilor încă nejucate se șterg.',
  deleteOpen: 'Vreau să îmi șterg contul',
  passwordLabel: 'Parola ta',
  confirmLabel: `Scrie ${DELETE_CONFIRM_WORD} ca să confirmi`,
  confirmHint: `Cuvântul ${DELETE_CONFIRM_WORD}, ca să fim siguri că nu ai apăsat din greșeală.`,
  deleteSubmit: 'Șterge contul',
  cancel: 'Renunță',
  scheduled: (date: string) =>
    `Contul tău va fi șters definitiv pe ${date}. Dacă te răzgândești, intră în cont până atunci și ștergerea se anulează.`,
  adminTitle: 'Datele jucătorului (GDPR)',
  adminIntro: 'La cererea jucătorului: arhiva cu datele lui sau ștergerea contului.',
  adminExport: 'Pregătește arhiva jucătorului',
  adminExportTitle: 'Arhiva datelor jucătorului',
  adminDeleteIntro: `Contul este deconectat și șters definitiv după ${grace}, dacă jucătorul nu intră între timp în cont. Predicțiile rămân anonime („jucător șters”).`,
  adminConfirmLabel: (username: string) => `Scrie numele de utilizator (${username}) ca să confirmi`,
  adminDeleteSubmit: 'Șterge contul jucătorului',
  adminScheduled: (date: string) => `Ștergerea contului este programată pe ${date}.`,
} as const;

import type { CsvKind } from '../../../domain/csv-formats.ts';
import type { CsvApplySummary } from '../../../domain/csv-preview.ts';
import { count, type NounForms } from '../../../domain/numerals.ts';

const forms = {
  rows: ['rând citit', 'rânduri citite'],
  badRows: ['rând greșit', 'rânduri greșite'],
  warnings: ['avertisment', 'avertismente'],
  changes: ['schimbare', 'schimbări'],
  unchanged: ['rând nu schimbă nimic', 'rânduri nu schimbă nimic'],
  rounds: ['etapă nouă', 'etape noi'],
  matches: ['meci nou', 'meciuri noi'],
  kickoffs: ['oră de start schimbată', 'ore de start schimbate'],
  results: ['rezultat salvat', 'rezultate salvate'],
  corrections: ['corectare', 'corectări'],
  scored: ['predicție punctată', 'predicții punctate'],
} as const satisfies Record<string, NounForms>;

export const csvTexts = {
  intro:
    'Importă programul meciurilor sau rezultatele dintr-un fișier CSV (din Excel: „CSV UTF-8” sau „CSV”, cu virgulă ori punct și virgulă). Întâi vezi ce se schimbă, apoi aplici totul deodată.',
  importTitle: 'Import din CSV',
  kindLegend: 'Ce importi',
  kinds: {
    fixtures: 'Programul meciurilor',
    results: 'Rezultate',
  } satisfies Record<CsvKind, string>,
  formats: {
    fixtures: 'Coloane: etapa, gazde, oaspeti, data (ZZ.LL.AAAA HH:MM, ora României). Etapele noi se creează.',
    results:
      'Coloane: etapa (sau data), gazde, oaspeti, scor gazde, scor oaspeti, cartonase, cornere (1, X sau 2). O celulă goală înseamnă necunoscut.',
  } satisfies Record<CsvKind, string>,
  /** Romania's clock changes: the hour that does not exist, and the one shown twice. */
  clockHelp:
    'Ora României se schimbă de două ori pe an. În ultima duminică din martie orele 03:00–03:59 nu există: un asemenea rând e refuzat. În ultima duminică din octombrie orele 03:00–03:59 apar de două ori: scrie și fusul orar după oră, „31.10.2027 03:30+03:00” pentru prima dată (ora de vară) sau „31.10.2027 03:30+02:00” pentru a doua (ora de iarnă). Exportul le scrie la fel.',
  file: 'Fișierul CSV',
  fileHint: 'Cel mult 1 MB.',
  chooseFirst: 'Alege un fișier CSV.',
  upload: 'Încarcă și previzualizează',
  uploading: 'Se citește fișierul…',
  uploadFailed: 'Fișierul nu a putut fi încărcat.',
  previewTitle: (name: string) => `Previzualizare: ${name}`,
  readAs: (rows: number, encoding: string, delimiter: string) =>
    `${count(rows, forms.rows)} · ${encoding === 'utf-8' ? 'UTF-8' : 'Windows-1250'} · separator „${delimiter}”`,
  warnings: 'Atenție',
  warningsMore: (n: number) => `și încă ${count(n, forms.warnings)} de acest fel.`,
  errorsMore: (n: number) => `și încă ${count(n, forms.badRows)}, nelistate aici.`,
  errorsTitle: (n: number) => count(n, forms.badRows),
  errorsHelp:
    'Corectează rândurile de mai jos în fișier și încarcă-l din nou: importul nu se poate aplica până atunci.',
  line: 'Linia',
  reason: 'Motivul',
  changesTitle: (n: number) => count(n, forms.changes),
  noChanges: 'Fișierul nu schimbă nimic: toate meciurile sunt deja așa.',
  unchanged: (n: number) => `${count(n, forms.unchanged)}.`,
  newRounds: (names: string[]) => `Etape noi: ${names.join(', ')}`,
  what: 'Ce se schimbă',
  match: 'Meciul',
  actions: {
    create: 'Meci nou',
    kickoff: 'Altă oră de start',
    result: 'Rezultat nou',
    correction: 'Corectare',
  },
  before: (text: string) => `Înainte: ${text}`,
  after: (text: string) => `Acum: ${text}`,
  reasonLabel: 'Motivul corectării',
  reasonHint: 'Fișierul schimbă rezultate deja salvate: motivul apare în jurnalul public al corectărilor.',
  apply: 'Aplică',
  applying: 'Se aplică…',
  applyFailed: 'Importul nu a putut fi aplicat.',
  applied: 'Importul a fost aplicat.',
  summary: (s: CsvApplySummary) =>
    [
      count(s.roundsCreated, forms.rounds),
      count(s.matchesCreated, forms.matches),
      count(s.kickoffsChanged, forms.kickoffs),
      `${count(s.resultsSaved, forms.results)} (${count(s.corrections, forms.corrections)})`,
      count(s.predictionsScored, forms.scored),
    ].join(' · '),
  exportTitle: 'Export CSV',
  exportIntro: 'Fișiere pentru Excel, în aceleași coloane pe care le citește importul.',
  exports: { rounds: 'Descarcă etapele', matches: 'Descarcă meciurile', results: 'Descarcă rezultatele' },
  exportFailed: 'Exportul nu a putut fi descărcat.',
} as const;

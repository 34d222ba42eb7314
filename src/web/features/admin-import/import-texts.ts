import type { ResultState } from '../../../domain/corrections.ts';
import { count, formatNumber } from '../../../domain/numerals.ts';
import type { ImportSummary } from '../../../domain/results-import.schemas.ts';

// Texts of the results import's back office screen.

const unknown = '?';

/** "2 – 1 · cartonașe 1 · cornere X", with "?" for what is not known. */
export const resultText = (r: ResultState) =>
  `${r.team1 ?? unknown} – ${r.team2 ?? unknown} · cartonașe ${r.cards ?? unknown} · cornere ${r.corners ?? unknown}`;

export const importTexts = {
  statusTitle: 'Starea importului',
  provider: 'Furnizor',
  off: 'Importul este oprit (RESULTS_PROVIDER nu este setat).',
  on: 'Pornit',
  league: (id: number | null, season: number | null) => `Liga ${id ?? '–'}, sezonul ${season ?? '–'}`,
  lastRun: 'Ultima rulare',
  never: 'niciodată',
  lastError: 'Ultima eroare',
  requests: 'Cereri azi',
  requestsOf: (used: number, max: number | null, left: number | null) =>
    `${formatNumber(used)}${max === null ? '' : ` din ${formatNumber(max)}`}${left === null ? '' : ` (furnizorul: ${formatNumber(left)} rămase)`}`,
  blocked: (until: string) => `Cererile sunt oprite până la ${until} (limita furnizorului).`,
  runNow: 'Importă acum',
  running: 'Se importă…',
  runFailed: 'Importul nu a putut porni.',
  summary: (s: ImportSummary) =>
    [
      count(s.fixtures, ['meci la furnizor', 'meciuri la furnizor']),
      count(s.created, ['meci creat', 'meciuri create']),
      count(s.linked, ['meci legat', 'meciuri legate']),
      count(s.rescheduled, ['meci reprogramat', 'meciuri reprogramate']),
      count(s.results, ['rezultat nou', 'rezultate noi']),
      count(s.corrections, ['corectură', 'corecturi']),
      count(s.live ?? 0, ['scor live', 'scoruri live']),
      count(s.pending, ['rezultat de confirmat', 'rezultate de confirmat']),
      count(s.waiting, ['meci așteaptă echipe', 'meciuri așteaptă echipe']),
    ].join(' · '),
  notesLabel: 'De știut despre ultima rulare',
  notesMore: (n: number) => `și încă ${count(n, ['notă', 'note'])} de acest fel.`,
  teamsTitle: 'Echipe necunoscute',
  teamsHint:
    'Meciurile acestor echipe așteaptă până când le asociezi cu o echipă de-a noastră. Următorul import le preia.',
  noUnknownTeams: 'Toate echipele furnizorului sunt asociate.',
  mapLabel: (name: string) => `Echipa noastră pentru ${name}`,
  pick: 'Alege echipa',
  createTeam: (name: string) => `Creează echipa „${name}”`,
  map: 'Asociază',
  mapFailed: 'Asocierea nu a reușit.',
  mappedTitle: 'Echipe asociate',
  pendingTitle: 'Confirmări în așteptare',
  pendingHint:
    'Furnizorul dă alt rezultat decât cel scris de un administrator. Importul nu îl suprascrie fără confirmarea ta.',
  noPending: 'Nu există rezultate de confirmat.',
  stored: 'Rezultat salvat',
  fromProvider: 'Rezultatul furnizorului',
  seenAt: 'Văzut la',
  reason: 'Motivul corectării',
  defaultReason: 'Rezultat confirmat după datele furnizorului (API-Football).',
  accept: 'Confirmă',
  dismiss: 'Păstrează rezultatul',
  decideFailed: 'Decizia nu a putut fi salvată.',
  loadFailed: 'Eroare la încărcarea importului.',
};

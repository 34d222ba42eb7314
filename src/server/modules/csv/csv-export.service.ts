import { writeCsv } from '../../../domain/csv.ts';
import { CSV_HEADERS } from '../../../domain/csv-formats.ts';
import { formatKickoff } from '../../../domain/csv-kickoff.ts';
import type { Services } from '../../services.ts';
import { csvWorld } from './csv.queries.ts';

// The back office's CSV exports, in the columns the import reads (an exported file imported again changes nothing),
// with a byte-order mark for Excel and formula-looking cells escaped (src/domain/csv.ts).

export type CsvExportKind = 'rounds' | 'matches' | 'results';

const FILE_NAMES: Record<CsvExportKind, string> = {
  rounds: 'etape',
  matches: 'meciuri',
  results: 'rezultate',
};

export async function csvExport(services: Services, kind: CsvExportKind) {
  const world = await csvWorld(services.db);
  const teams = new Map(world.teams.map((t) => [t.id, t.name]));
  const rounds = new Map(world.rounds.map((r) => [r.id, r.name]));
  const fixture = (m: (typeof world.matches)[number]) => [
    rounds.get(m.roundId) ?? '',
    teams.get(m.team1Id) ?? '',
    teams.get(m.team2Id) ?? '',
    formatKickoff(m.date),
  ];
  const H = CSV_HEADERS;
  let text: string;
  if (kind === 'rounds') {
    const counts = new Map<number, number>();
    for (const m of world.matches) counts.set(m.roundId, (counts.get(m.roundId) ?? 0) + 1);
    text = writeCsv(
      [H.round, 'curenta', 'meciuri'],
      world.rounds.map((r) => [r.name, r.current ? 'da' : 'nu', counts.get(r.id) ?? 0]),
    );
  } else if (kind === 'matches') {
    text = writeCsv([H.round, H.home, H.away, H.kickoff], world.matches.map(fixture));
  } else {
    text = writeCsv(
      [H.round, H.home, H.away, H.kickoff, H.homeGoals, H.awayGoals, H.cards, H.corners],
      world.matches.map((m) => [...fixture(m), m.team1FinalScore, m.team2FinalScore, m.finalCards, m.finalCorners]),
    );
  }
  const day = services.now().toISOString().slice(0, 10);
  return { text, fileName: `prezice-${FILE_NAMES[kind]}-${day}.csv` };
}

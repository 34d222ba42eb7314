import { correctsStoredResult, sameResult } from '../../../domain/corrections.ts';
import { csvMessages, normalizeName } from '../../../domain/csv-formats.ts';
import { bucharestDay, sameMinute } from '../../../domain/csv-kickoff.ts';
import type { CsvChange, CsvPlan } from '../../../domain/csv-preview.ts';
import type { CsvRowError, FixtureRow, ResultRow } from '../../../domain/csv-rows.ts';
import { resultStateOf } from '../corrections/corrections.service.ts';
import type { CsvWorld } from './csv.queries.ts';

// What a file's rows change in the stored data. The same plan is made at upload (the preview) and again inside
// the apply's transaction: when the two differ, the data changed in between and the apply is refused.

function lookups(world: CsvWorld) {
  const teams = new Map<string, CsvWorld['teams'][number]>();
  for (const t of world.teams) if (!teams.has(normalizeName(t.name))) teams.set(normalizeName(t.name), t);
  const rounds = new Map<string, CsvWorld['rounds'][number]>();
  for (const r of world.rounds) if (!rounds.has(normalizeName(r.name))) rounds.set(normalizeName(r.name), r);
  return { teams, rounds };
}

function teamsOf(teams: ReturnType<typeof lookups>['teams'], row: { home: string; away: string }, problems: string[]) {
  const home = teams.get(normalizeName(row.home));
  const away = teams.get(normalizeName(row.away));
  if (!home) problems.push(csvMessages.unknownTeam(row.home));
  if (!away) problems.push(csvMessages.unknownTeam(row.away));
  return home && away ? { home, away } : null;
}

const byLine = (errors: CsvRowError[]) => [...errors].sort((a, b) => a.line - b.line);

export function planFixtures(world: CsvWorld, rows: FixtureRow[], readErrors: CsvRowError[]): CsvPlan {
  const { teams, rounds } = lookups(world);
  const errors = [...readErrors];
  const changes: CsvChange[] = [];
  const newRounds = new Map<string, string>();
  let unchanged = 0;
  for (const row of rows) {
    const problems: string[] = [];
    const pair = teamsOf(teams, row, problems);
    if (!pair) {
      errors.push({ line: row.line, message: problems.join(' ') });
      continue;
    }
    const round = rounds.get(normalizeName(row.round));
    const names = { line: row.line, round: round?.name ?? row.round, home: pair.home.name, away: pair.away.name };
    const existing = round
      ? world.matches.find((m) => m.roundId === round.id && m.team1Id === pair.home.id && m.team2Id === pair.away.id)
      : undefined;
    if (!round && !newRounds.has(normalizeName(row.round))) newRounds.set(normalizeName(row.round), row.round);
    if (!existing) {
      changes.push({
        action: 'create',
        ...names,
        round: round?.name ?? newRounds.get(normalizeName(row.round)) ?? row.round,
        roundDocumentId: round?.documentId ?? null,
        homeId: pair.home.id,
        awayId: pair.away.id,
        kickoff: row.kickoff,
      });
    } else if (!sameMinute(existing.date, new Date(row.kickoff))) {
      // To the minute: what a file says and our export writes (a provider's kickoff may carry seconds).
      changes.push({
        action: 'kickoff',
        ...names,
        match: existing.documentId,
        before: existing.date.toISOString(),
        after: row.kickoff,
      });
    } else unchanged++;
  }
  return { newRounds: [...newRounds.values()], changes, unchanged, errors: byLine(errors) };
}

export function planResults(world: CsvWorld, rows: ResultRow[], readErrors: CsvRowError[]): CsvPlan {
  const { teams, rounds } = lookups(world);
  const roundNames = new Map(world.rounds.map((r) => [r.id, r.name]));
  const errors = [...readErrors];
  const changes: CsvChange[] = [];
  const seen = new Map<number, number>();
  let unchanged = 0;
  for (const row of rows) {
    const problems: string[] = [];
    const pair = teamsOf(teams, row, problems);
    const round = row.round === null ? null : rounds.get(normalizeName(row.round));
    if (row.round !== null && !round) problems.push(csvMessages.unknownRound(row.round));
    else if (pair) {
      const found = world.matches.filter(
        (m) =>
          m.team1Id === pair.home.id &&
          m.team2Id === pair.away.id &&
          (row.round !== null ? m.roundId === round?.id : bucharestDay(m.date) === row.day),
      );
      if (found.length === 0) problems.push(csvMessages.matchNotFound);
      else if (found.length > 1) problems.push(csvMessages.matchAmbiguous);
      else if (seen.has(found[0].id)) problems.push(csvMessages.duplicateRow(seen.get(found[0].id)!));
      else {
        const match = found[0];
        seen.set(match.id, row.line);
        const before = resultStateOf(match);
        const after = { ...before, ...row.result };
        if (sameResult(before, after)) unchanged++;
        else
          changes.push({
            action: 'result',
            line: row.line,
            round: roundNames.get(match.roundId) ?? '',
            home: pair.home.name,
            away: pair.away.name,
            match: match.documentId,
            kickoff: match.date.toISOString(),
            before,
            after,
            correction: correctsStoredResult(before, after),
          });
      }
    }
    if (problems.length > 0) errors.push({ line: row.line, message: problems.join(' ') });
  }
  return { newRounds: [], changes, unchanged, errors: byLine(errors) };
}

import type { Correction, CorrectionAuthor, LoggedResult } from '../../../domain/corrections.schemas.ts';
import { count } from '../../../domain/numerals.ts';
import { correctionsMessages as t } from './corrections-messages.ts';

// How the public log shows an entry: the three parts of a result (score, cards, corners), each old → new with the
// changed ones marked, who changed it, and what it moved. Pure, so the page and its test read the same rules.

type ResultPart = 'score' | 'cards' | 'corners';

export interface PartChange {
  part: ResultPart;
  label: string;
  old: string;
  new: string;
  changed: boolean;
}

/** What the log shows for a value that was not known. */
export const UNKNOWN = '—';

const scoreOf = (r: LoggedResult) =>
  r.team1 === null && r.team2 === null ? UNKNOWN : `${r.team1 ?? '?'} - ${r.team2 ?? '?'}`;

/** Score, cards and corners, old → new; `changed` when the corrected value differs. */
export function partChanges(c: Pick<Correction, 'old' | 'new'>): PartChange[] {
  const score: PartChange = {
    part: 'score',
    label: t.score,
    old: scoreOf(c.old),
    new: scoreOf(c.new),
    changed: c.old.team1 !== c.new.team1 || c.old.team2 !== c.new.team2,
  };
  const outcome = (part: 'cards' | 'corners', label: string): PartChange => ({
    part,
    label,
    old: c.old[part] ?? UNKNOWN,
    new: c.new[part] ?? UNKNOWN,
    changed: c.old[part] !== c.new[part],
  });
  return [score, outcome('cards', t.cards), outcome('corners', t.corners)];
}

/** 'Administrator · ana' or 'import (API-Football)'. */
export function authorText(by: CorrectionAuthor): string {
  return by.kind === 'admin' ? `${by.role} · ${by.name}` : `${t.importBy} (${by.provider})`;
}

/** '1 predicție recalculată', '20 de predicții recalculate'. */
export const rescoredText = (n: number) => count(n, t.rescoredNoun);

/** '1 punct mutat', '140 de puncte mutate'. */
export const pointsMovedText = (n: number) => count(n, t.pointsMovedNoun);

export interface RoundCorrections {
  /** The round's documentId (null when it was deleted) and its name as the log keeps it. */
  round: Correction['round'];
  entries: Correction[];
}

/**
 * The page's entries by round, keeping the log's order (newest first): a round comes where its newest entry is,
 * and holds all its entries of the page.
 */
export function groupByRound(entries: readonly Correction[]): RoundCorrections[] {
  const groups = new Map<string, RoundCorrections>();
  for (const e of entries) {
    const key = e.round.documentId ?? `name:${e.round.name}`;
    let group = groups.get(key);
    if (!group) {
      group = { round: e.round, entries: [] };
      groups.set(key, group);
    }
    group.entries.push(e);
  }
  return [...groups.values()];
}

/** The page number read from the URL: a whole number from 1, else 1. */
export function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

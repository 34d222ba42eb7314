import { describe, expect, test } from 'vitest';
import type { Correction } from '../../../domain/corrections.schemas.ts';
import {
  authorText,
  groupByRound,
  pageParam,
  partChanges,
  pointsMovedText,
  rescoredText,
  UNKNOWN,
} from './correction-view.ts';

const entry = (id: string, round: string | null, roundName = `Etapa ${round}`): Correction => ({
  id: Number(id.replace(/\D/g, '')) || 1,
  documentId: id,
  match: { documentId: `m-${id}`, date: '2026-10-12T15:30:00.000Z' },
  team1: 'FCSB',
  team2: 'Rapid',
  round: { documentId: round, name: roundName },
  old: { team1: 2, team2: 1, cards: '1', corners: 'X' },
  new: { team1: 2, team2: 2, cards: '1', corners: '2' },
  reason: 'Gol validat după VAR',
  by: { kind: 'admin', role: 'Administrator', name: 'arbitru' },
  rescored: 3,
  pointsMoved: 140,
  createdAt: '2026-10-13T09:00:00.000Z',
});

describe('an entry of the log', () => {
  test('shows score, cards and corners old → new, marking what changed', () => {
    expect(partChanges(entry('c1', 'r1'))).toEqual([
      { part: 'score', label: 'Scor', old: '2 - 1', new: '2 - 2', changed: true },
      { part: 'cards', label: 'Cartonașe', old: '1', new: '1', changed: false },
      { part: 'corners', label: 'Cornere', old: 'X', new: '2', changed: true },
    ]);
  });

  test('a cleared result shows as not known', () => {
    const cleared = {
      old: { team1: 1, team2: 0, cards: null, corners: '1' as const },
      new: { team1: null, team2: null, cards: null, corners: null },
    };
    expect(partChanges(cleared).map((c) => [c.old, c.new, c.changed])).toEqual([
      ['1 - 0', UNKNOWN, true],
      [UNKNOWN, UNKNOWN, false],
      ['1', UNKNOWN, true],
    ]);
  });

  test.each([
    [{ kind: 'admin', role: 'Administrator', name: 'arbitru' } as const, 'Administrator · arbitru'],
    [{ kind: 'import', provider: 'API-Football' } as const, 'import (API-Football)'],
  ])('by %o reads %s', (by, text) => expect(authorText(by)).toBe(text));

  test.each([
    [0, '0 predicții recalculate', '0 puncte mutate'],
    [1, '1 predicție recalculată', '1 punct mutat'],
    [19, '19 predicții recalculate', '19 puncte mutate'],
    [20, '20 de predicții recalculate', '20 de puncte mutate'],
    [1000, '1.000 de predicții recalculate', '1.000 de puncte mutate'],
  ])('counts %i in Romanian', (n, rescored, moved) => {
    expect(rescoredText(n)).toBe(rescored);
    expect(pointsMovedText(n)).toBe(moved);
  });
});

describe('the log by round', () => {
  test('keeps the newest-first order, a round where its newest entry is', () => {
    const groups = groupByRound([entry('c5', 'r2'), entry('c4', 'r1'), entry('c3', 'r2'), entry('c2', null, 'Veche')]);
    expect(groups.map((g) => [g.round.name, g.entries.map((e) => e.documentId)])).toEqual([
      ['Etapa r2', ['c5', 'c3']],
      ['Etapa r1', ['c4']],
      ['Veche', ['c2']],
    ]);
  });

  test.each([
    [null, 1],
    ['2', 2],
    ['0', 1],
    ['-3', 1],
    ['1.5', 1],
    ['abc', 1],
  ])('page %s reads as %i', (value, page) => expect(pageParam(value)).toBe(page));
});

import { describe, expect, test } from 'vitest';
import type { Prediction } from '../../../domain/prediction.schemas.ts';
import type { Adjustment } from '../../../domain/profile.schemas.ts';
import { groupHistory } from './history.ts';

const round = (n: number, current = false) => ({ documentId: `r${n}`, name: `Etapa ${n}`, current });

function prediction(
  id: number,
  r: ReturnType<typeof round>,
  matchId: string,
  date: string,
  type: Prediction['type'],
  points: number | null,
): Prediction {
  const team = (name: string) => ({ documentId: name, name, emblem: null });
  return {
    id,
    documentId: `p${id}`,
    type,
    team1: 1,
    team2: 0,
    points,
    createdAt: date,
    updatedAt: date,
    match: {
      id,
      documentId: matchId,
      date,
      deadline: date,
      team1_finalScore: null,
      team2_finalScore: null,
      final_cards: '',
      final_corners: '',
      team1: team('FCSB'),
      team2: team('Rapid'),
      round: r,
    },
  };
}

function adjustment(
  id: string,
  r: ReturnType<typeof round> | null,
  points: number,
  kind: Adjustment['kind'] = 'bonus',
) {
  return {
    documentId: id,
    kind,
    points,
    reason: 'motiv',
    createdAt: '2026-03-01T10:00:00.000Z',
    round: r,
    match: null,
  } satisfies Adjustment;
}

const pointsByRound = [1, 2, 3, 4].map((n) => ({ round: round(n, n === 4), points: 0 }));

describe('groupHistory', () => {
  test('current round first, then older rounds newest first', () => {
    const groups = groupHistory({
      predictions: [
        prediction(1, round(1), 'm1', '2026-01-01T18:00:00.000Z', 'score', 100),
        prediction(2, round(3), 'm3', '2026-02-01T18:00:00.000Z', 'cards', 0),
        prediction(3, round(4, true), 'm4', '2026-03-01T18:00:00.000Z', 'corners', null),
        prediction(4, round(2), 'm2', '2026-01-15T18:00:00.000Z', 'score', 30),
      ],
      adjustments: [],
      pointsByRound,
    });
    expect(groups.map((g) => g.round?.name)).toEqual(['Etapa 4', 'Etapa 3', 'Etapa 2', 'Etapa 1']);
    expect(groups[0].current).toBe(true);
  });

  test('an empty current round still comes first, with no lines', () => {
    const groups = groupHistory({
      predictions: [prediction(1, round(1), 'm1', '2026-01-01T18:00:00.000Z', 'score', 100)],
      adjustments: [],
      pointsByRound,
    });
    expect(groups[0]).toMatchObject({ current: true, round: { name: 'Etapa 4' }, matches: [], adjustments: [] });
    expect(groups[1].round?.name).toBe('Etapa 1');
  });

  test('predictions of a match are together, in the order score, cards, corners, and points add up', () => {
    const when = '2026-01-01T18:00:00.000Z';
    const [group] = groupHistory({
      predictions: [
        prediction(1, round(4, true), 'm1', when, 'corners', 40),
        prediction(2, round(4, true), 'm1', when, 'score', 30),
        prediction(3, round(4, true), 'm1', when, 'cards', null),
        prediction(4, round(4, true), 'm0', '2025-12-31T18:00:00.000Z', 'score', 0),
      ],
      adjustments: [adjustment('a1', round(4, true), 30), adjustment('a2', round(4, true), -10, 'admin')],
      pointsByRound,
    });
    expect(group.matches.map((m) => m.match.documentId)).toEqual(['m0', 'm1']);
    expect(group.matches[1].predictions.map((p) => p.type)).toEqual(['score', 'cards', 'corners']);
    expect(group.adjustments).toHaveLength(2);
    expect(group.points).toBe(30 + 40 + 30 - 10);
  });

  test('rounds missing from pointsByRound follow by date, lines without a round go last', () => {
    const groups = groupHistory({
      predictions: [
        prediction(1, round(7), 'm7', '2026-05-01T18:00:00.000Z', 'score', 0),
        prediction(2, round(2), 'm2', '2026-01-15T18:00:00.000Z', 'score', 0),
      ],
      adjustments: [adjustment('a1', null, 5, 'admin')],
      pointsByRound: [],
    });
    expect(groups.map((g) => g.round?.name ?? null)).toEqual([null, 'Etapa 7', 'Etapa 2', null]);
    expect(groups[0].current).toBe(true);
    expect(groups[3].adjustments).toHaveLength(1);
  });
});
